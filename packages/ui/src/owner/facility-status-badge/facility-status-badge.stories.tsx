import type { Meta, StoryObj } from "@storybook/react-vite";
import { FacilityStatusBadge } from "./facility-status-badge";

const meta = {
  title: "Owner/FacilityStatusBadge",
  component: FacilityStatusBadge,
  tags: ["autodocs"],
  args: { status: "active" },
  argTypes: { status: { control: "inline-radio", options: ["active", "inactive", "pending", "archived"] } },
} satisfies Meta<typeof FacilityStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Inactive: Story = { args: { status: "inactive" } };
export const Pending: Story = { args: { status: "pending" } };
export const Unknown: Story = { args: { status: "archived" } };

/** Every status, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {["active", "inactive", "pending", "archived"].map((status) => (
        <FacilityStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};
