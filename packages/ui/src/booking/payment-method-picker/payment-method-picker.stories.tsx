import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { PaymentMethodPicker, type PaymentMethodPickerProps } from "./payment-method-picker";

/** The picker keeps no choice of its own; this wrapper plays the app's part. */
function Stateful(props: PaymentMethodPickerProps) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <PaymentMethodPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Booking/PaymentMethodPicker",
  component: PaymentMethodPicker,
  tags: ["autodocs"],
  args: {
    value: "creditCard",
    depositAmount: 0,
    label: "Ödeme Yöntemi",
    required: false,
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    value: { control: "inline-radio", options: ["", "creditCard", "onsite"] },
    depositAmount: { control: "number" },
    label: { control: "text" },
    error: { control: "text" },
    required: { control: "boolean" },
    disabled: { control: "boolean" },
    methods: { control: "object" },
    labels: { control: "object" },
    descriptions: { control: "object" },
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default: card, no deposit. */
export const Default: Story = {};

/** With a 300 ₺ deposit: paid now by card, or at the facility. */
export const WithDeposit: Story = { args: { depositAmount: 300 } };

export const Onsite: Story = { args: { value: "onsite", depositAmount: 300 } };

export const WithError: Story = {
  args: { value: "", required: true, error: "Lütfen bir ödeme yöntemi seçin" },
};

export const Disabled: Story = { args: { disabled: true, depositAmount: 300 } };

/** The cards stack on a phone. */
export const Narrow: Story = {
  args: { depositAmount: 1250 },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression; each group has its own label. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <PaymentMethodPicker label="Ödeme Yöntemi (kaporasız)" value="creditCard" />
      <PaymentMethodPicker label="Ödeme Yöntemi (kaporalı)" value="onsite" depositAmount={300} />
      <PaymentMethodPicker label="Ödeme Yöntemi (hatalı)" value="" required error="Lütfen bir ödeme yöntemi seçin" />
      <PaymentMethodPicker label="Ödeme Yöntemi (pasif)" value="creditCard" depositAmount={300} disabled />
    </div>
  ),
};
