import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { manyNotifications, sampleNotifications, storyNow } from "./fixtures";
import { NotificationList, type NotificationListItem } from "./notification-list";

const meta = {
  title: "Notifications/NotificationList",
  component: NotificationList,
  tags: ["autodocs"],
  args: {
    items: sampleNotifications,
    now: storyNow,
    onMarkRead: fn(),
    onOpen: fn(),
    onClose: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: "inline-radio", options: ["ready", "loading", "error"] },
    hasMore: { control: "boolean" },
    loadingMore: { control: "boolean" },
    items: { control: "object" },
    now: { control: false },
  },
  // the popover's width
  decorators: [(Story) => <div className="w-96 rounded-card border border-border bg-surface">{Story()}</div>],
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread at the top with 'Okundu', read ones below. */
export const Unread: Story = {};

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = { args: { items: [], status: "loading" } };

export const ErrorState: Story = { name: "Error", args: { items: [], status: "error" } };

/** A full page with more to come: 'Daha Fazla Yükle' under the list, which scrolls. */
export const Many: Story = { args: { items: manyNotifications(10), hasMore: true } };

export const LoadingMore: Story = { args: { items: manyNotifications(10), hasMore: true, loadingMore: true } };

export const AllRead: Story = {
  args: { items: sampleNotifications.map((item) => ({ ...item, isRead: true })) },
};

/** 'Okundu' takes the mark off at once, as the app does before the server answers. */
export const MarkAsRead: Story = {
  render: function Render(args) {
    const [items, setItems] = useState<NotificationListItem[]>(sampleNotifications);
    return (
      <NotificationList
        {...args}
        items={items}
        onMarkRead={(item) => {
          setItems((all) => all.map((n) => (n.id === item.id ? { ...n, isRead: true } : n)));
          args.onMarkRead?.(item);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole("button", { name: "Okundu" });
    await userEvent.click(first!);
    await expect(canvas.getAllByRole("button", { name: "Okundu" })).toHaveLength(1);
    await expect(args.onMarkRead).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
  },
};

export const Narrow: Story = {
  args: { items: sampleNotifications.slice(0, 3) },
  globals: { viewport: { value: "narrow", isRotated: false } },
  decorators: [(Story) => <div className="w-full">{Story()}</div>],
};
