import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: {
    label: "Ücretsiz otopark",
    size: "md",
    indeterminate: false,
    invalid: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md"] },
    checked: { control: "boolean" },
    indeterminate: { control: "boolean" },
    invalid: { control: "boolean" },
    disabled: { control: "boolean" },
    label: { control: "text" },
    description: { control: "text" },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { label: "Tüm olanaklar", indeterminate: true } };

export const WithDescription: Story = {
  args: { label: "Hakem", description: "Maç başına ek ücret alınır" },
};

export const Invalid: Story = { args: { label: "Kullanım koşullarını kabul ediyorum", invalid: true } };

export const Disabled: Story = { args: { label: "Kafeterya", disabled: true, defaultChecked: true } };

export const Narrow: Story = {
  args: { label: "Duş ve soyunma odası", description: "Tesiste sıcak su ve kilitli dolap bulunur" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Checkbox label="Boş" />
      <Checkbox label="Seçili" defaultChecked />
      <Checkbox label="Kısmen seçili" indeterminate />
      <Checkbox label="Küçük" size="sm" defaultChecked />
      <Checkbox label="Açıklamalı" description="Maç başına ek ücret alınır" />
      <Checkbox label="Hatalı" invalid />
      <Checkbox label="Pasif" disabled />
      <Checkbox label="Pasif ve seçili" disabled defaultChecked />
    </div>
  ),
};
