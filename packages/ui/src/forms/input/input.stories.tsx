import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Input } from "./input";

const meta = {
  title: "Forms/Input",
  component: Input,
  tags: ["autodocs"],
  args: {
    "aria-label": "Ara",
    placeholder: "Halısaha adı veya adresi ara...",
    size: "md",
    invalid: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    type: { control: "select", options: ["text", "email", "tel", "password", "number", "date", "time", "search"] },
    invalid: { control: "boolean" },
    disabled: { control: "boolean" },
    readOnly: { control: "boolean" },
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { "aria-label": "E-posta", type: "email", defaultValue: "ayse.yilmaz@example.com" } };

export const Invalid: Story = { args: { "aria-label": "E-posta", type: "email", defaultValue: "ayse@", invalid: true } };

export const Disabled: Story = { args: { "aria-label": "Telefon", type: "tel", defaultValue: "5321234567", disabled: true } };

export const ReadOnly: Story = { args: { "aria-label": "E-posta", defaultValue: "ayse.yilmaz@example.com", readOnly: true } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every size and state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Input aria-label="Küçük" size="sm" placeholder="Küçük" />
      <Input aria-label="Orta" placeholder="Orta" />
      <Input aria-label="Büyük" size="lg" placeholder="Büyük" />
      <Input aria-label="Dolu" defaultValue="Yeşil Vadi Halı Saha" />
      <Input aria-label="Hatalı" defaultValue="ayse@" invalid />
      <Input aria-label="Pasif" defaultValue="5321234567" disabled />
      <Input aria-label="Salt okunur" defaultValue="ayse.yilmaz@example.com" readOnly />
      <Input aria-label="Şifre" type="password" defaultValue="gizli123" />
    </div>
  ),
};
