import type { Meta, StoryObj } from "@storybook/react-vite";
import { PriceTag } from "./price-tag";

const meta = {
  title: "Facilities/PriceTag",
  component: PriceTag,
  tags: ["autodocs"],
  args: { amount: 1250, unit: "₺/saat", size: "md" },
  argTypes: {
    amount: { control: "number" },
    unit: { control: "text" },
    fractionDigits: { control: "number" },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof PriceTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { size: "lg", amount: 450 } };

/** The weekend price of the detail page. */
export const WithFraction: Story = { args: { amount: 1250.5, fractionDigits: 2 } };

export const OtherUnit: Story = { args: { amount: 300, unit: "₺ kapora", size: "sm" } };

export const Narrow: Story = {
  args: { amount: 12500, size: "lg" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every size, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-3">
      <PriceTag amount={450} size="sm" />
      <PriceTag amount={1250} size="md" />
      <PriceTag amount={12500} size="lg" />
      <PriceTag amount={1250.5} fractionDigits={2} />
      <PriceTag amount={300} unit="₺ kapora" size="sm" />
    </div>
  ),
};
