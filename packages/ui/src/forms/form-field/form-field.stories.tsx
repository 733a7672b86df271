import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "../input";
import { Select } from "../select";
import { Textarea } from "../textarea";
import { FormField } from "./form-field";

const meta = {
  title: "Forms/FormField",
  component: FormField,
  tags: ["autodocs"],
  args: {
    label: "Ad",
    required: false,
    orientation: "vertical",
    children: <Input placeholder="Adınız" />,
  },
  argTypes: {
    orientation: { control: "inline-radio", options: ["vertical", "horizontal"] },
    required: { control: "boolean" },
    label: { control: "text" },
    hint: { control: "text" },
    error: { control: "text" },
    children: { control: false },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };

export const WithHint: Story = {
  args: {
    label: "Telefon",
    required: true,
    hint: "Başında 0 olmadan 10 haneli numara girin",
    children: <Input type="tel" inputMode="numeric" placeholder="5XXXXXXXXX" />,
  },
};

export const WithError: Story = { args: { required: true, error: "Ad gereklidir" } };

export const ErrorWithHint: Story = {
  args: {
    label: "Telefon",
    required: true,
    hint: "Başında 0 olmadan 10 haneli numara girin",
    error: "Geçerli bir telefon numarası girin",
    children: <Input type="tel" defaultValue="0532" />,
  },
};

export const Disabled: Story = {
  args: { label: "E-posta", hint: "E-posta adresi değiştirilemez", children: <Input type="email" defaultValue="ayse.yilmaz@example.com" disabled /> },
};

/** The render-prop form, for a control that needs the wiring somewhere other than its root. */
export const RenderProp: Story = {
  args: {
    label: "Şehir",
    required: true,
    error: "Şehir zorunludur",
    children: (control) => <Select {...control} placeholder="Şehir seçin" options={[{ value: "34", label: "İstanbul" }]} />,
  },
};

export const Horizontal: Story = {
  args: { orientation: "horizontal", label: "Tesis adı", required: true, error: "Tesis adı zorunludur" },
};

export const Narrow: Story = {
  args: { orientation: "horizontal", label: "Tesis adı", hint: "Listede görünen ad" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-5">
      <FormField label="Ad">
        <Input placeholder="Adınız" />
      </FormField>
      <FormField label="Soyad" required error="Soyad gereklidir">
        <Input />
      </FormField>
      <FormField label="Telefon" required hint="Başında 0 olmadan 10 haneli numara girin">
        <Input type="tel" defaultValue="5321234567" />
      </FormField>
      <FormField label="E-posta" hint="E-posta adresi değiştirilemez">
        <Input type="email" defaultValue="ayse.yilmaz@example.com" disabled />
      </FormField>
      <FormField label="İlçe" required error="İlçe zorunludur">
        <Select placeholder="İlçe seçin" options={[{ value: "1", label: "Kadıköy" }]} />
      </FormField>
      <FormField label="Notlar" hint="İsteğe bağlı">
        <Textarea rows={2} />
      </FormField>
      <FormField orientation="horizontal" label="Saatlik ücret" required error="Saatlik ücret pozitif bir sayı olmalıdır">
        <Input type="number" defaultValue="-50" />
      </FormField>
    </div>
  ),
};
