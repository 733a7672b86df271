import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { FormField } from "../../forms/form-field";
import { OtpInput, type OtpInputProps } from "./otp-input";

/** Keeps the value as a screen does, starting from the story's `value`. */
function Controlled({ value = "", onChange, ...props }: OtpInputProps) {
  const [code, setCode] = useState(value);
  return (
    <OtpInput
      {...props}
      value={code}
      onChange={(next) => {
        setCode(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Accounts/OtpInput",
  component: OtpInput,
  tags: ["autodocs"],
  args: {
    value: "",
    length: 6,
    disabled: false,
    invalid: false,
    name: "otp",
    onChange: fn(),
    onComplete: fn(),
  },
  argTypes: {
    value: { control: "text" },
    length: { control: { type: "number", min: 4, max: 8 } },
    disabled: { control: "boolean" },
    invalid: { control: "boolean" },
  },
  render: (args) => (
    <FormField label="Doğrulama Kodu" hint="Telefonunuza gönderilen 6 haneli kodu girin">
      {(control) => <Controlled key={args.value} {...args} {...control} />}
    </FormField>
  ),
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Partial: Story = { args: { value: "123" } };

export const Filled: Story = { args: { value: "482913" } };

/** With FormField's error: every box turns red and is described by the message. */
export const Invalid: Story = {
  args: { value: "482913" },
  render: (args) => (
    <FormField label="Doğrulama Kodu" required error="Kod doğrulama başarısız.">
      {(control) => <Controlled {...args} {...control} />}
    </FormField>
  ),
};

/** While the code is checked. */
export const Disabled: Story = { args: { value: "482913", disabled: true } };

/** Six boxes fit a 375 px phone inside a card. */
export const Narrow: Story = {
  args: { value: "48" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-5">
      <FormField label="Boş">{(control) => <Controlled {...control} aria-label="Boş kod" />}</FormField>
      <FormField label="Yarım">{(control) => <Controlled {...control} value="123" aria-label="Yarım kod" />}</FormField>
      <FormField label="Dolu">{(control) => <Controlled {...control} value="482913" aria-label="Dolu kod" />}</FormField>
      <FormField label="Hatalı" error="Kod zorunludur">
        {(control) => <Controlled {...control} aria-label="Hatalı kod" />}
      </FormField>
      <FormField label="Pasif">{(control) => <Controlled {...control} value="482913" disabled aria-label="Pasif kod" />}</FormField>
      <FormField label="Dört haneli">
        {(control) => <Controlled {...control} length={4} value="12" aria-label="Dört haneli kod" />}
      </FormField>
    </div>
  ),
};
