import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CalendarEntryDialog } from "./calendar-entry-dialog";
import { sampleEntry, subscriptionEntry } from "./fixtures";

const meta = {
  title: "Owner/CalendarEntryDialog",
  component: CalendarEntryDialog,
  tags: ["autodocs"],
  args: {
    open: true,
    entry: sampleEntry,
    allowed: { confirm: true, cancel: true },
    onAction: fn(),
    onOpenChange: fn(),
    detailHref: "/owner/reservations?highlight=42",
    subscribersHref: "/owner/subscribers",
  },
  argTypes: { pendingAction: { control: "select", options: [null, "confirm", "cancel", "complete"] } },
} satisfies Meta<typeof CalendarEntryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending booking: confirm or cancel, and the link to the list. */
export const Pending: Story = {};

/** A confirmed booking that has started: complete only. */
export const Started: Story = {
  args: { entry: { ...sampleEntry, status: "confirmed" }, allowed: { complete: true } },
};

/** A confirmation is saving. */
export const Saving: Story = { args: { pendingAction: "confirm" } };

/** A subscriber's hour: no actions, a link to the subscribers. */
export const Subscription: Story = { args: { entry: subscriptionEntry, allowed: {} } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };
