import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SubscriberForm, type SubscriberFormValues } from "./subscriber-form";

const ahmet: SubscriberFormValues = {
  contactName: "Ahmet Yılmaz",
  contactPhone: "5321234567",
  contactEmail: "ahmet@example.com",
  dayOfWeek: "2",
  startTime: "20:00",
  endTime: "21:00",
  status: "active",
  notes: "Kaleci getiriyor",
};

const meta = {
  title: "Subscribers/SubscriberForm",
  component: SubscriberForm,
  tags: ["autodocs"],
  args: { onSubmit: fn(), onCancel: fn(), submitting: false },
  argTypes: {
    defaultValues: { control: "object" },
    errors: { control: "object" },
    formError: { control: "text" },
    submitting: { control: "boolean" },
    labels: { control: "object" },
  },
  decorators: [
    (Story) => (
      <div className="max-w-dialog">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscriberForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a subscriber: every field empty, status Aktif. */
export const Empty: Story = {};

/** Editing: the subscriber's values. */
export const Filled: Story = {
  args: { defaultValues: ahmet },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Kaydet" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(ahmet);
  },
};

/** The app's validation messages under the fields. */
export const Invalid: Story = {
  args: {
    errors: {
      contactName: "Müşteri adı zorunludur",
      contactPhone: "Telefon numarası zorunludur",
      dayOfWeek: "Gün seçimi zorunludur",
      startTime: "Başlangıç saati zorunludur",
      endTime: "Bitiş saati zorunludur",
    },
  },
};

/** The server refused the hours: its clash message, naming dates and hours. */
export const ServerClash: Story = {
  args: {
    defaultValues: ahmet,
    errors: { startTime: "Abonelik saatleri mevcut kayıtlarla çakışıyor" },
    formError:
      "Abonelik saatleri mevcut kayıtlarla çakışıyor: 17 Mart 2026 Salı 20:00 - 21:00 (rezervasyon HS-ABC234)",
  },
};

/** Saving: the fields and buttons are disabled. */
export const Submitting: Story = { args: { defaultValues: ahmet, submitting: true } };

export const Narrow: Story = {
  args: { defaultValues: ahmet },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression; each form has its own name. */
export const Gallery: Story = {
  render: (args) => (
    <div className="flex flex-col gap-10">
      <SubscriberForm {...args} labels={{ form: "Abone (boş)" }} />
      <SubscriberForm {...args} labels={{ form: "Abone (dolu)" }} defaultValues={ahmet} />
      <SubscriberForm
        {...args}
        labels={{ form: "Abone (çakışma)" }}
        defaultValues={ahmet}
        formError="Abonelik saatleri mevcut kayıtlarla çakışıyor: her Salı 20:00 - 21:00 (abone: Mehmet Kaya)"
      />
      <SubscriberForm {...args} labels={{ form: "Abone (kaydediliyor)" }} defaultValues={ahmet} submitting />
    </div>
  ),
};
