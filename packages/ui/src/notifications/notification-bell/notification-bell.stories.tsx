import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleNotifications, storyNow } from "../notification-list/fixtures";
import { NotificationList } from "../notification-list";
import { NotificationBell } from "./notification-bell";

const meta = {
  title: "Notifications/NotificationBell",
  component: NotificationBell,
  tags: ["autodocs"],
  args: { unreadCount: 2, onOpenChange: fn() },
  argTypes: {
    unreadCount: { control: { type: "number", min: 0 } },
    defaultOpen: { control: "boolean" },
    open: { control: false },
    children: { control: false },
  },
  parameters: {
    // an open popover floats over the docs page, so each story gets its own frame there
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
  // the bell sits at the right end, as in the site header
  decorators: [(Story) => <div className="flex min-h-[36rem] justify-end">{Story()}</div>],
  render: (args) => (
    <NotificationBell {...args}>
      <NotificationList items={sampleNotifications} now={storyNow} />
    </NotificationBell>
  ),
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread notifications: the red dot. */
export const Unread: Story = {};

export const NoneUnread: Story = { args: { unreadCount: 0 } };

/** Open: the list in the popover under the bell. */
export const Open: Story = { args: { defaultOpen: true } };

/** An empty list in the popover. */
export const OpenEmpty: Story = {
  args: { defaultOpen: true, unreadCount: 0 },
  render: (args) => (
    <NotificationBell {...args}>
      <NotificationList items={[]} now={storyNow} />
    </NotificationBell>
  ),
};

/** A click opens it; Escape closes it. */
export const OpensOnClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Bildirimler, okunmamış bildirim var" }));
    await expect(await page.findByRole("dialog", { name: "Bildirimler" })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};
