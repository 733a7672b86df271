import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Select } from "./select";

const cities = [
  { value: "istanbul", label: "İstanbul" },
  { value: "ankara", label: "Ankara" },
  { value: "izmir", label: "İzmir" },
  { value: "antalya", label: "Antalya" },
  { value: "bursa", label: "Bursa" },
];

const meta = {
  title: "Forms/Select",
  component: Select,
  tags: ["autodocs"],
  args: {
    "aria-label": "Şehir",
    options: cities,
    placeholder: "Tümü",
    size: "md",
    invalid: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    invalid: { control: "boolean" },
    disabled: { control: "boolean" },
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: "ankara" } };

export const Empty: Story = { args: { "aria-label": "İlçe", options: [], placeholder: "Önce şehir seçin" } };

export const Invalid: Story = { args: { placeholder: "Şehir seçin", invalid: true } };

export const Disabled: Story = { args: { "aria-label": "İlçe", placeholder: "İlçe seçin", disabled: true } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every size and state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Select aria-label="Küçük" size="sm" placeholder="Tümü" options={cities} />
      <Select aria-label="Orta" placeholder="Tümü" options={cities} />
      <Select aria-label="Büyük" size="lg" placeholder="Tümü" options={cities} />
      <Select aria-label="Seçili" options={cities} defaultValue="izmir" />
      <Select aria-label="Hatalı" placeholder="Şehir seçin" options={cities} invalid />
      <Select aria-label="Pasif" placeholder="İlçe seçin" options={[]} disabled />
    </div>
  ),
};
