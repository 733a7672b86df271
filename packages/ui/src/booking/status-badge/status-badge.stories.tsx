import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusBadge } from "./status-badge";

const statuses = ["pending", "confirmed", "completed", "cancelled"] as const;

const meta = {
  title: "Booking/StatusBadge",
  component: StatusBadge,
  tags: ["autodocs"],
  args: { status: "pending", size: "md", dot: true },
  argTypes: {
    status: { control: "select", options: [...statuses, "no_show"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
    dot: { control: "boolean" },
    labels: { control: "object" },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};

export const Confirmed: Story = { args: { status: "confirmed" } };

export const Completed: Story = { args: { status: "completed" } };

export const Cancelled: Story = { args: { status: "cancelled" } };

/** A status the ui does not know is shown as it came, neutral. */
export const Unknown: Story = { args: { status: "no_show" } };

export const Narrow: Story = {
  args: { status: "confirmed", size: "sm" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every status in both sizes, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {(["md", "sm"] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-2">
          {statuses.map((status) => (
            <StatusBadge key={status} status={status} size={size} />
          ))}
          <StatusBadge status="no_show" size={size} />
        </div>
      ))}
    </div>
  ),
};
