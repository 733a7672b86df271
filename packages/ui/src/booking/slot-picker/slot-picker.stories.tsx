import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { sampleSlots } from "./fixtures";
import { SlotPicker, type SlotPickerProps } from "./slot-picker";

/** The picker keeps no choice of its own; this wrapper plays the app's part. */
function Stateful(props: SlotPickerProps) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <SlotPicker
      {...props}
      value={value}
      onChange={(time, slot) => {
        setValue(time);
        props.onChange?.(time, slot);
      }}
    />
  );
}

const meta = {
  title: "Booking/SlotPicker",
  component: SlotPicker,
  tags: ["autodocs"],
  args: {
    slots: sampleSlots,
    value: "",
    label: "Saat",
    required: false,
    disabled: false,
    loading: false,
    onChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    slots: { control: "object" },
    value: { control: "select", options: ["", ...sampleSlots.map((slot) => slot.time)] },
    label: { control: "text" },
    error: { control: "text" },
    loadError: { control: "text" },
    emptyMessage: { control: "text" },
    required: { control: "boolean" },
    disabled: { control: "boolean" },
    loading: { control: "boolean" },
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof SlotPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Past hours say 'Geçti', booked ones 'Dolu'. */
export const Default: Story = {};

export const Selected: Story = { args: { value: "22:00 - 23:00" } };

export const WithError: Story = { args: { required: true, error: "Lütfen bir saat dilimi seçin" } };

export const Disabled: Story = { args: { value: "22:00 - 23:00", disabled: true } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { slots: [] } };

/** Hours past midnight carry their real date ('Ertesi gün · 6 Mart'), one of them chosen. */
export const PastMidnight: Story = {
  args: {
    value: "01:00 - 02:00",
    slots: sampleSlots.map((slot) =>
      slot.time.startsWith("0") ? { ...slot, note: "Ertesi gün · 6 Mart" } : slot,
    ),
  },
};

export const LoadError: Story = {
  args: { loadError: "Saatler yüklenirken bir hata oluştu. Lütfen tekrar deneyin." },
};

/** Two slots a row on a phone. */
export const Narrow: Story = {
  args: { value: "19:00 - 20:00" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression; each group has its own label. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <SlotPicker label="Saat (seçili)" slots={sampleSlots} value="22:00 - 23:00" />
      <SlotPicker label="Saat (hatalı)" slots={sampleSlots.slice(4, 8)} required error="Lütfen bir saat dilimi seçin" />
      <SlotPicker label="Saat (pasif)" slots={sampleSlots.slice(4, 8)} value="19:00 - 20:00" disabled />
      <SlotPicker label="Saat (yükleniyor)" slots={[]} loading skeletonCount={4} />
      <SlotPicker label="Saat (boş)" slots={[]} />
      <SlotPicker
        label="Saat (hata)"
        slots={[]}
        loadError="Saatler yüklenirken bir hata oluştu. Lütfen tekrar deneyin."
        onRetry={() => {}}
      />
    </div>
  ),
};
