import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { manualRow, sampleRow } from "./fixtures";
import { ReservationRow } from "./reservation-row";

const meta = {
  title: "Owner/ReservationRow",
  component: ReservationRow,
  tags: ["autodocs"],
  args: {
    reservation: sampleRow,
    allowed: { confirm: true, cancel: true },
    onAction: fn(),
    highlighted: false,
    defaultExpanded: false,
  },
  argTypes: {
    highlighted: { control: "boolean" },
    allowed: { control: "object" },
    pendingAction: { control: "select", options: [null, "confirm", "cancel", "complete"] },
  },
} satisfies Meta<typeof ReservationRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: contact, date and hours, status and total. */
export const Collapsed: Story = {};

/** Open: contact, payment and amounts, and the actions the contract allows. */
export const Expanded: Story = { args: { defaultExpanded: true } };

/** The `?highlight=` reservation: open and marked. */
export const Highlighted: Story = { args: { defaultExpanded: true, highlighted: true } };

/** A confirmation is saving: its button spins, the others wait. */
export const Saving: Story = { args: { defaultExpanded: true, pendingAction: "confirm" } };

/** Nothing allowed (a completed reservation): no buttons. */
export const NoActions: Story = {
  args: { reservation: { ...sampleRow, status: "completed" }, allowed: {}, defaultExpanded: true },
};

export const Narrow: Story = {
  args: { reservation: manualRow, allowed: { cancel: true }, defaultExpanded: true },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <ReservationRow {...args} />
      <ReservationRow {...args} defaultExpanded highlighted />
      <ReservationRow
        {...args}
        reservation={manualRow}
        allowed={{ cancel: true, complete: true }}
        defaultExpanded
      />
      <ReservationRow {...args} reservation={{ ...sampleRow, status: "cancelled" }} allowed={{}} />
    </div>
  ),
};
