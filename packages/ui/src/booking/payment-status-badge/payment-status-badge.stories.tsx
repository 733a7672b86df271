import type { Meta, StoryObj } from "@storybook/react-vite";
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
