import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarPlusIcon } from "lucide-react";
import { fn } from "storybook/test";
import { Button } from "./button";

const meta = {
  title: "Actions/Button",
  component: Button,
  tags: ["autodocs"],
  args: {
    children: "Rezervasyon Yap",
    variant: "primary",
    size: "md",
    fullWidth: false,
    loading: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "outline", "ghost", "danger", "link"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg", "icon"] },
    fullWidth: { control: "boolean" },
    loading: { control: "boolean" },
    disabled: { control: "boolean" },
    asChild: { control: false },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Secondary: Story = { args: { variant: "secondary", children: "Filtreleri Temizle" } };

export const Outline: Story = { args: { variant: "outline", children: "Geri Dön" } };

export const Ghost: Story = { args: { variant: "ghost", children: "Kapat" } };

export const Danger: Story = { args: { variant: "danger", children: "Evet, Sil" } };

export const Link: Story = { args: { variant: "link", children: "Şifremi unuttum" } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <CalendarPlusIcon aria-hidden="true" />
        Yeni Tesis Ekle
      </>
    ),
  },
};

export const Loading: Story = { args: { loading: true, children: "Ekleniyor..." } };

export const Disabled: Story = { args: { disabled: true } };

/** `asChild` renders the app's link (here a plain anchor) with the button look. */
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#/facilities">Halı Sahalara Göz At</a> },
};

export const Narrow: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

const variants = ["primary", "secondary", "outline", "ghost", "danger", "link"] as const;
const sizes = ["sm", "md", "lg"] as const;

/** Every variant in every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              Kaydet
            </Button>
          ))}
          <Button variant={variant} size="icon" aria-label="Takvime ekle">
            <CalendarPlusIcon aria-hidden="true" />
          </Button>
          <Button variant={variant} loading>
            Kaydediliyor
          </Button>
          <Button variant={variant} disabled>
            Pasif
          </Button>
        </div>
      ))}
      <Button fullWidth>Tam genişlik</Button>
    </div>
  ),
};
