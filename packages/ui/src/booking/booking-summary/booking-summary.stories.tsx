import type { Meta, StoryObj } from "@storybook/react-vite";
import { BookingSummary } from "./booking-summary";

const meta = {
  title: "Booking/BookingSummary",
  component: BookingSummary,
  tags: ["autodocs"],
  args: {
    facilityName: "Yıldız Halı Saha",
    date: "2026-11-18",
    time: "20:00 - 21:00",
    paymentMethod: "creditCard",
    hourlyPrice: 1000,
    isWeekendPrice: false,
    depositAmount: 300,
    loading: false,
    headingLevel: 2,
  },
  argTypes: {
    facilityName: { control: "text" },
    date: { control: "text" },
    time: { control: "text" },
    paymentMethod: { control: "inline-radio", options: ["", "creditCard", "onsite"] },
    hourlyPrice: { control: "number" },
    isWeekendPrice: { control: "boolean" },
    depositAmount: { control: "number" },
    dueNow: { control: "number" },
    dueAtFacility: { control: "number" },
    loading: { control: "boolean" },
    title: { control: "text" },
    headingLevel: { control: "inline-radio", options: [2, 3] },
  },
  // `parameters.frame`: the width the summary gets in the story
  decorators: [
    (Story, { parameters }) => (
      <div className={(parameters.frame as string | undefined) ?? "max-w-sm"}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof BookingSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By card with a deposit: the deposit now, the rest at the facility. */
export const Default: Story = {};

/** A Saturday: the weekend price, marked. */
export const WeekendPrice: Story = {
  args: { date: "2026-11-21", hourlyPrice: 1250, isWeekendPrice: true },
};

export const Onsite: Story = { args: { paymentMethod: "onsite" } };

export const NoDeposit: Story = { args: { depositAmount: 0 } };

/** Before the date, hour and method are chosen. */
export const Empty: Story = { args: { date: null, time: null, paymentMethod: null } };

export const Loading: Story = { args: { loading: true } };

export const Narrow: Story = {
  args: { date: "2026-11-21", hourlyPrice: 1250, isWeekendPrice: true, facilityName: "Kadıköy Yeşilvadi Spor Tesisleri" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression; each region has its own title. */
export const Gallery: Story = {
  parameters: { frame: "max-w-3xl" },
  render: () => (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <BookingSummary
        title="Özet (kart, kaporalı)"
        facilityName="Yıldız Halı Saha"
        date="2026-11-18"
        time="20:00 - 21:00"
        paymentMethod="creditCard"
        hourlyPrice={1000}
        depositAmount={300}
      />
      <BookingSummary
        title="Özet (hafta sonu, yerinde)"
        facilityName="Yıldız Halı Saha"
        date="2026-11-21"
        time="23:00 - 00:00"
        paymentMethod="onsite"
        hourlyPrice={1250}
        isWeekendPrice
      />
      <BookingSummary title="Özet (seçim yok)" facilityName="Yıldız Halı Saha" hourlyPrice={1000} />
      <BookingSummary title="Özet (yükleniyor)" facilityName="" hourlyPrice={0} loading />
    </div>
  ),
};
