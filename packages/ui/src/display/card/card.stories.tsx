import type { Meta, StoryObj } from "@storybook/react-vite";
import { MapPinIcon } from "lucide-react";
import { Button } from "../../actions/button";
import { Badge } from "../badge";
import { Skeleton } from "../skeleton";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

const meta = {
  title: "Display/Card",
  component: Card,
  tags: ["autodocs"],
  args: { variant: "elevated", interactive: false },
  argTypes: {
    variant: { control: "inline-radio", options: ["elevated", "outline"] },
    interactive: { control: "boolean" },
  },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle>Yeşil Vadi Halı Saha</CardTitle>
          <Badge tone="success" size="sm">
            Aktif
          </Badge>
        </div>
        <CardDescription className="flex items-center gap-1">
          <MapPinIcon aria-hidden="true" className="size-4" />
          İstanbul, Kadıköy
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">09:00 - 22:00 · Duş, Otopark, Kafeterya +2 daha</p>
        <p className="mt-2 text-lg font-semibold">450 ₺/saat</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">Rezervasyon Yap</Button>
        <Button size="sm" variant="outline">
          Detaylar
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Outline: Story = { args: { variant: "outline" } };

export const Interactive: Story = { args: { interactive: true } };

export const Loading: Story = {
  render: (args) => (
    <Card {...args} className="max-w-sm" aria-busy="true">
      <CardHeader>
        <span className="sr-only">Tesis yükleniyor</span>
        <Skeleton className="w-2/3" />
        <Skeleton className="w-1/3" />
      </CardHeader>
      <CardContent>
        <Skeleton lines={2} />
      </CardContent>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args} className="max-w-xs">
      <CardContent>
        <p className="text-sm text-muted">Toplam Rezervasyon</p>
        <p className="text-2xl font-semibold">128</p>
      </CardContent>
    </Card>
  ),
};

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every variant and layout, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      {(["elevated", "outline"] as const).map((variant) => (
        <Card key={variant} variant={variant}>
          <CardHeader>
            <CardTitle>{variant === "elevated" ? "Yükseltilmiş kart" : "Çizgili kart"}</CardTitle>
            <CardDescription>İstanbul, Kadıköy</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-sm">450 ₺/saat</p>
          </CardContent>
          <CardFooter>
            <Button size="sm">Rezervasyon Yap</Button>
          </CardFooter>
        </Card>
      ))}
      <Card interactive>
        <CardHeader>
          <CardTitle>Tıklanabilir kart</CardTitle>
          <CardDescription>Başlık ve açıklama, altbilgi yok</CardDescription>
        </CardHeader>
      </Card>
      <Card>
        <CardContent>
          <p className="text-sm text-muted">Toplam Gelir</p>
          <p className="text-2xl font-semibold">2.850 ₺</p>
        </CardContent>
      </Card>
    </div>
  ),
};
