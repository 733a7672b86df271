import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sampleReservation, sampleReservations } from "./fixtures";
import { ReservationCard } from "./reservation-card";

const meta = {
  title: "Booking/ReservationCard",
  component: ReservationCard,
  tags: ["autodocs"],
  args: {
    reservation: sampleReservation,
    facilityHref: "#/facilities/12",
    canPay: true,
    payHref: "#/payment/42",
    onPay: fn(),
    canCancel: true,
    onCancel: fn(),
    cancelling: false,
    canRebook: false,
    rebookHref: "#/booking/12",
    defaultExpanded: false,
    onExpandedChange: fn(),
    headingLevel: 3,
  },
  argTypes: {
    reservation: { control: "object" },
    canPay: { control: "boolean" },
    canCancel: { control: "boolean" },
    canRebook: { control: "boolean" },
    cancelling: { control: "boolean" },
    defaultExpanded: { control: "boolean" },
    headingLevel: { control: "inline-radio", options: [2, 3, 4] },
    expanded: { control: false },
    renderLink: { control: false },
  },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof ReservationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed, unpaid, ahead: the caller allows paying and cancelling. */
export const Default: Story = {};

export const Expanded: Story = { args: { defaultExpanded: true } };

/** Waiting for the owner: nothing to pay yet, still cancellable. */
export const Pending: Story = { args: { reservation: sampleReservations[1]!, canPay: false } };

/** Played and paid: rebooking offered. */
export const Completed: Story = {
  args: { reservation: sampleReservations[2]!, canPay: false, canCancel: false, canRebook: true },
};

export const Cancelled: Story = {
  args: { reservation: sampleReservations[3]!, canPay: false, canCancel: false },
};

/** A card booking holding its hour: pay before the deadline to confirm it. */
export const Held: Story = {
  args: {
    reservation: { ...sampleReservation, status: "pending" },
    notice: "Ödeme için son saat 14:45. Bu saate kadar ödenmezse rezervasyon iptal edilir.",
  },
};

/** The hold ran out unpaid: cancelled by the system, and the card says so. */
export const HoldExpired: Story = {
  args: {
    reservation: { ...sampleReservation, status: "cancelled" },
    canPay: false,
    canCancel: false,
    notice: "Ödeme süresi içinde yapılmadığı için iptal edildi; saat yeniden rezervasyona açıldı.",
    noticeTone: "warning",
  },
};

/** The deposit is paid: 'Kapora ödendi', the rest is paid at the facility. */
export const DepositPaid: Story = {
  args: {
    reservation: { ...sampleReservation, paymentStatus: "partially_paid", paidAmount: 300 },
    canPay: false,
  },
};

/** The cancellation runs: spinner on 'İptal Et', 'Öde' unavailable. */
export const Cancelling: Story = { args: { cancelling: true } };

/** No facility page link, no actions, nothing in the details. */
export const Minimal: Story = {
  args: {
    facilityHref: undefined,
    canPay: false,
    canCancel: false,
    defaultExpanded: true,
    reservation: {
      ...sampleReservation,
      facilityAddress: null,
      facilityPhone: null,
      contactEmail: null,
      notes: null,
    },
  },
};

/** Everything stacks on a phone; the actions wrap. */
export const Narrow: Story = {
  args: { defaultExpanded: true },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** A list of every status with its actions, one card open and one cancelling, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <ReservationCard
        reservation={sampleReservations[0]!}
        facilityHref="#/facilities/12"
        canPay
        payHref="#/payment/42"
        canCancel
        onCancel={() => {}}
        defaultExpanded
      />
      <ReservationCard reservation={sampleReservations[1]!} facilityHref="#/facilities/14" canCancel onCancel={() => {}} cancelling />
      <ReservationCard reservation={sampleReservations[2]!} facilityHref="#/facilities/12" canRebook rebookHref="#/booking/12" />
      <ReservationCard reservation={sampleReservations[3]!} facilityHref="#/facilities/15" />
    </div>
  ),
};
