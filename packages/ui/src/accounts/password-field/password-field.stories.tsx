import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FormField } from "../../forms/form-field";
import { PasswordField } from "./password-field";

const meta = {
  title: "Accounts/PasswordField",
  component: PasswordField,
  tags: ["autodocs"],
  args: {
    name: "password",
    autoComplete: "current-password",
    placeholder: "Şifreniz",
    size: "md",
    invalid: false,
    disabled: false,
    defaultVisible: false,
    onChange: fn(),
    onVisibleChange: fn(),
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    autoComplete: { control: "inline-radio", options: ["current-password", "new-password"] },
    invalid: { control: "boolean" },
    disabled: { control: "boolean" },
    defaultVisible: { control: "boolean" },
  },
  render: (args) => (
    <FormField label="Şifre">
      <PasswordField {...args} />
    </FormField>
  ),
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: "gizli123" } };

/** After 'Şifreyi göster': the password reads as text and the button offers 'Şifreyi gizle'. */
export const Visible: Story = { args: { defaultValue: "gizli123", defaultVisible: true } };

/** With FormField's error: the field turns red and is described by the message. */
export const Invalid: Story = {
  args: { defaultValue: "123", autoComplete: "new-password" },
  render: (args) => (
    <FormField label="Şifre" required error="Şifre en az 6 karakter olmalıdır">
      <PasswordField {...args} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { defaultValue: "gizli123", disabled: true } };

export const Narrow: Story = {
  args: { defaultValue: "gizli123" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every size and state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <FormField label="Küçük">
        <PasswordField size="sm" defaultValue="gizli123" />
      </FormField>
      <FormField label="Orta">
        <PasswordField placeholder="Şifreniz" />
      </FormField>
      <FormField label="Büyük">
        <PasswordField size="lg" defaultValue="gizli123" />
      </FormField>
      <FormField label="Görünür">
        <PasswordField defaultValue="gizli123" defaultVisible />
      </FormField>
      <FormField label="Yeni şifre" required error="Şifreniz en az 8 karakter olmalıdır">
        <PasswordField defaultValue="1234" autoComplete="new-password" />
      </FormField>
      <FormField label="Pasif">
        <PasswordField defaultValue="gizli123" disabled />
      </FormField>
    </div>
  ),
};
