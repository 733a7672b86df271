import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField } from "../../forms/form-field";
import { Input } from "../../forms/input";
import { FormSection } from "./form-section";

const meta = {
  title: "Owner/FormSection",
  component: FormSection,
  tags: ["autodocs"],
  args: { title: "Tesis Bilgileri", description: "Oyuncuların göreceği ad ve açıklama." },
  render: (args) => (
    <FormSection {...args}>
      <FormField label="Tesis adı" required>
        <Input defaultValue="Yıldız Halı Saha" />
      </FormField>
    </FormSection>
  ),
} satisfies Meta<typeof FormSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutDescription: Story = { args: { description: undefined } };
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = {
  render: (args) => (
    <FormSection {...args}>
      <FormField label="Tesis adı" required error="Tesis adı zorunludur">
        <Input defaultValue="" />
      </FormField>
    </FormSection>
  ),
};
export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };
