import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { isoWeekdayOf } from "@halisaha/data/rules";
import { DatePicker, type DatePickerProps } from "./date-picker";

/** A fixed 'today', so the stories look the same every day. */
const today = "2026-11-18";

/** The picker keeps no date of its own; this wrapper plays the app's part. */
function Stateful(props: DatePickerProps) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <DatePicker
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
  title: "Booking/DatePicker",
  component: DatePicker,
  tags: ["autodocs"],
  args: {
    value: "",
    today,
    min: today,
    label: "Tarih",
    required: false,
    disabled: false,
    defaultOpen: false,
    onChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    value: { control: "text" },
    today: { control: "text" },
    min: { control: "text" },
    max: { control: "text" },
    label: { control: "text" },
    placeholder: { control: "text" },
    hint: { control: "text" },
    error: { control: "text" },
    required: { control: "boolean" },
    disabled: { control: "boolean" },
    defaultOpen: { control: "boolean" },
    open: { control: false },
    isDateDisabled: { control: false },
  },
  parameters: {
    // an open calendar floats over the docs page, so each story gets its own frame there
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
  render: (args) => <Stateful {...args} />,
  // `parameters.frame`: the room the story gets (an open calendar needs space below its trigger)
  decorators: [
    (Story, { parameters }) => (
      <div className={(parameters.frame as string | undefined) ?? "min-h-[26rem] max-w-xs"}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Default: Story = {};

export const Filled: Story = { args: { value: "2026-11-21" } };

/** The calendar open on the chosen day; days before today are disabled, today is outlined. */
export const Open: Story = { args: { value: "2026-11-21", defaultOpen: true } };

/** Bookable for the next 7 days only, Mondays closed. */
export const WithLimits: Story = {
  args: {
    defaultOpen: true,
    max: "2026-11-25",
    isDateDisabled: (date: string) => isoWeekdayOf(date) === 1,
    hint: "En fazla bir hafta sonrası için rezervasyon yapılabilir.",
  },
};

export const WithError: Story = { args: { required: true, error: "Tarih seçimi zorunludur" } };

export const Disabled: Story = { args: { value: "2026-11-21", disabled: true } };

/** Keyboard: Enter opens on the chosen day, → moves a day, Enter picks and closes. */
export const KeyboardNavigation: Story = {
  args: { value: "2026-11-21" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: /^Tarih/ });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await expect(page.getByRole("button", { name: "21 Kasım 2026 Cumartesi" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(page.getByRole("button", { name: "22 Kasım 2026 Pazar" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveTextContent("22 Kasım 2026 Pazar");
  },
};

/** On a phone the calendar keeps 40px days and stays inside the screen. */
export const Narrow: Story = {
  args: { value: "2026-11-21", defaultOpen: true },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/**
 * Every closed state and one open calendar, for visual regression (only one calendar can be open
 * at a time).
 */
export const Gallery: Story = {
  parameters: { frame: "min-h-[26rem] max-w-3xl" },
  render: () => (
    <div className="grid items-start gap-6 sm:grid-cols-2">
      <div className="flex flex-col gap-4">
        <DatePicker today={today} min={today} label="Tarih (boş)" />
        <DatePicker today={today} min={today} label="Tarih (dolu)" value="2026-11-21" />
        <DatePicker
          today={today}
          label="Tarih (hatalı)"
          required
          error="Geçmiş bir tarih seçemezsiniz"
          value="2026-11-02"
        />
        <DatePicker today={today} label="Tarih (pasif)" value="2026-11-21" disabled />
      </div>
      <DatePicker today={today} min={today} label="Tarih (açık)" value="2026-11-30" defaultOpen />
    </div>
  ),
};
