import type { Meta, StoryObj } from "@storybook/react-vite";
import type { PaymentMoney } from "@halisaha/data/rules";
import { PaymentStatusBadge } from "./payment-status-badge";

const statuses = ["unpaid", "partially_paid", "paid"] as const;

const meta = {
  title: "Booking/PaymentStatusBadge",
  component: PaymentStatusBadge,
  tags: ["autodocs"],
  args: { status: "unpaid", size: "md", icon: true },
  argTypes: {
    status: { control: "select", options: [...statuses, "refunded"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
    icon: { control: "boolean" },
    labels: { control: "object" },
  },
} satisfies Meta<typeof PaymentStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {};

export const PartiallyPaid: Story = { args: { status: "partially_paid" } };

export const Paid: Story = { args: { status: "paid" } };

/** A status the ui does not know is shown as it came, neutral. */
export const Unknown: Story = { args: { status: "refunded" } };

export const Narrow: Story = {
  args: { status: "partially_paid", size: "sm" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every status in both sizes, with and without the icon, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {(["md", "sm"] as const).map((size) =>
        [true, false].map((icon) => (
          <div key={`${size}-${icon}`} className="flex flex-wrap items-center gap-2">
            {statuses.map((status) => (
              <PaymentStatusBadge key={status} status={status} size={size} icon={icon} />
            ))}
            <PaymentStatusBadge status="refunded" size={size} icon={icon} />
          </div>
        )),
      )}
    </div>
  ),
};

const moneyCases: readonly [string, PaymentMoney][] = [
  ["card, nothing paid", { status: "confirmed", paymentStatus: "unpaid", paymentMethod: "creditCard", paidAmount: 0, depositAmount: 200 }],
  ["on site, nothing paid", { status: "pending", paymentStatus: "unpaid", paymentMethod: "onsite", paidAmount: 0, depositAmount: 200 }],
  ["deposit paid", { status: "confirmed", paymentStatus: "partially_paid", paymentMethod: "creditCard", paidAmount: 200, depositAmount: 200 }],
  ["paid in full", { status: "confirmed", paymentStatus: "paid", paymentMethod: "creditCard", paidAmount: 1000, depositAmount: 0 }],
  ["cancelled, refund on its way", { status: "cancelled", paymentStatus: "partially_paid", paymentMethod: "creditCard", paidAmount: 200, depositAmount: 200 }],
  ["cancelled, no money", { status: "cancelled", paymentStatus: "unpaid", paymentMethod: "onsite", paidAmount: 0, depositAmount: 0 }],
];

/** With `money`: the badge follows the method and the state; a cancelled booking without money shows none. */
export const ByMethodAndState: Story = {
  render: () => (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
      {moneyCases.map(([term, money]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd>
            <PaymentStatusBadge status={money.paymentStatus} money={money} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
