import type { Meta, StoryObj } from "@storybook/react-vite";
import { BellOffIcon, BuildingIcon, PlusIcon, UsersIcon } from "lucide-react";
import { Button } from "../../actions/button";
import { EmptyState } from "./empty-state";

const meta = {
  title: "Display/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  args: {
    title: "Hiç sonuç bulunamadı",
    description: "Arama kriterlerinize uygun halı saha bulunamadı. Filtreleri değiştirerek tekrar deneyin.",
    size: "md",
    bordered: false,
    headingLevel: 2,
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md"] },
    bordered: { control: "boolean" },
    headingLevel: { control: "inline-radio", options: [2, 3, 4] },
    title: { control: "text" },
    description: { control: "text" },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { action: <Button variant="outline">Filtreleri Temizle</Button> },
};

export const Bordered: Story = {
  args: {
    title: "Tesis bulunamadı",
    description: "Henüz bir tesis eklemediniz.",
    icon: <BuildingIcon />,
    bordered: true,
    action: (
      <Button>
        <PlusIcon aria-hidden="true" />
        Yeni Tesis Ekle
      </Button>
    ),
  },
};

export const Small: Story = {
  args: { title: "Bildirim yok", description: undefined, icon: <BellOffIcon />, size: "sm", headingLevel: 3 },
};

export const Narrow: Story = {
  args: { action: <Button variant="outline">Filtreleri Temizle</Button> },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every size and option, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="grid gap-4 md:grid-cols-2">
      <EmptyState
        title="Hiç sonuç bulunamadı"
        description="Filtreleri değiştirerek tekrar deneyin."
        action={<Button variant="outline">Filtreleri Temizle</Button>}
        bordered
      />
      <EmptyState
        title="Bu saha için kayıtlı abone bulunmamaktadır"
        icon={<UsersIcon />}
        action={<Button>Abone Ekle</Button>}
        bordered
      />
      <EmptyState title="Bildirim yok" icon={<BellOffIcon />} size="sm" headingLevel={3} bordered />
      <EmptyState title="İstisna günü tanımlanmamış" icon={null} size="sm" headingLevel={3} bordered />
    </div>
  ),
};
