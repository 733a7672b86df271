import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Textarea } from "./textarea";

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  tags: ["autodocs"],
  args: {
    "aria-label": "Notlar",
    placeholder: "Eklemek istediğiniz notlar (isteğe bağlı)",
    resize: "vertical",
    invalid: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    resize: { control: "inline-radio", options: ["vertical", "none"] },
    rows: { control: { type: "number", min: 2, max: 12 } },
    invalid: { control: "boolean" },
    disabled: { control: "boolean" },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: "10 kişi geleceğiz.\nYelek ve top rica ediyoruz." },
};

export const Invalid: Story = { args: { "aria-label": "Açıklama", invalid: true } };

export const Disabled: Story = { args: { defaultValue: "Manuel olarak oluşturuldu", disabled: true } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Textarea aria-label="Boş" placeholder="Eklemek istediğiniz notlar (isteğe bağlı)" />
      <Textarea aria-label="Dolu" rows={2} defaultValue="Yelek ve top rica ediyoruz." />
      <Textarea aria-label="Hatalı" rows={2} invalid />
      <Textarea aria-label="Pasif" rows={2} defaultValue="Manuel olarak oluşturuldu" disabled />
    </div>
  ),
};
