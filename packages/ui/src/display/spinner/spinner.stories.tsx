import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "./spinner";

const meta = {
  title: "Display/Spinner",
  component: Spinner,
  tags: ["autodocs"],
  args: { label: "Yükleniyor...", showLabel: false, size: "md", tone: "primary", layout: "inline" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    tone: { control: "inline-radio", options: ["primary", "current"] },
    layout: { control: "inline-radio", options: ["inline", "block"] },
    showLabel: { control: "boolean" },
    label: { control: "text" },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLabel: Story = { args: { showLabel: true } };

export const Block: Story = { args: { label: "Aboneler yükleniyor...", showLabel: true, layout: "block", size: "lg" } };

export const Narrow: Story = {
  args: { showLabel: true, layout: "block" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every size and tone, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-6">
        <Spinner size="sm" label="Küçük" showLabel />
        <Spinner size="md" label="Orta" showLabel />
        <Spinner size="lg" label="Büyük" showLabel />
        <Spinner label="Yalnızca ekran okuyucu" />
      </div>
      <div className="text-secondary">
        <Spinner tone="current" label="Metin renginde" showLabel />
      </div>
      <Spinner layout="block" size="lg" label="Rezervasyonlar yükleniyor..." showLabel />
    </div>
  ),
};
