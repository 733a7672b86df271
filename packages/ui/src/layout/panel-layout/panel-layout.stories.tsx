import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NotificationBell } from "../../notifications/notification-bell";
import { PanelLayout } from "./panel-layout";

const stats = [
  { label: "Bugünkü rezervasyonlar", value: "8" },
  { label: "Onay bekleyen", value: "3" },
  { label: "Bu haftaki gelir", value: "12.450 ₺" },
];

/** Stands in for a panel page. */
function SamplePage() {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Genel bakış</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-card border border-border bg-surface p-4 shadow-card">
            <p className="text-sm text-muted">{stat.label}</p>
            <p className="mt-1 text-2xl font-bold">{stat.value}</p>
          </div>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: "Layout/PanelLayout",
  component: PanelLayout,
  tags: ["autodocs"],
  args: {
    role: "facility_owner",
    currentPath: "/owner/dashboard",
    userName: "Ahmet Yılmaz",
    onLogout: fn(),
    onCollapsedChange: fn(),
    defaultCollapsed: false,
    children: <SamplePage />,
  },
  argTypes: {
    role: { control: "inline-radio", options: ["facility_owner", "admin"] },
    currentPath: {
      control: "select",
      options: [
        "/owner/dashboard",
        "/owner/facilities",
        "/owner/reservations",
        "/owner/calendar",
        "/owner/subscribers",
        "/admin/dashboard",
        "/admin/users",
        "/admin/facilities",
        "/user/profile",
      ],
    },
    defaultCollapsed: { control: "boolean" },
    collapsed: { control: "select", options: [undefined, true, false] },
    children: { control: false },
    renderLink: { control: false },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PanelLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};

export const Admin: Story = {
  args: { role: "admin", currentPath: "/admin/users", userName: "Zeynep Kara" },
};

/** The app puts the notification bell in the top bar, before the user's name. */
export const WithNotificationBell: Story = {
  args: { actions: <NotificationBell unreadCount={2} /> },
};

/** From 768 px the sidebar can shrink to icons. */
export const Collapsed: Story = { args: { defaultCollapsed: true, currentPath: "/owner/calendar" } };

/** The collapse toggle in action: the play function clicks 'Menüyü daralt'. */
export const CollapsedByToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Menüyü daralt" }));
    await expect(canvas.getByRole("button", { name: "Menüyü genişlet" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
  },
};

export const WithoutUserName: Story = { args: { userName: undefined, currentPath: "/user/profile" } };

/** An empty page area (e.g. while the page's data has not arrived). */
export const EmptyContent: Story = { args: { children: null } };

export const Tablet: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
};

/** Under 768 px: no sidebar, a menu button in the top bar. */
export const Narrow: Story = {
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Under 768 px the menu button opens the sidebar as a drawer over the page. */
export const MobileDrawerOpen: Story = {
  args: { currentPath: "/owner/reservations" },
  globals: { viewport: { value: "narrow", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Menüyü aç" }));
    const body = within(canvasElement.ownerDocument.body);
    const drawer = within(await body.findByRole("dialog", { name: "Panel menüsü" }));
    await expect(drawer.getByRole("link", { name: "Rezervasyonlar" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** Owner, admin and collapsed panels together at desktop width, for visual regression. */
export const Gallery: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  render: (args) => (
    <div className="flex flex-col gap-6 bg-neutral-200">
      <PanelLayout {...args} />
      {/* the copies are inert (pictures only), so the page keeps one banner and one main;
          each state's own story is checked by axe */}
      <PanelLayout {...args} inert role="admin" currentPath="/admin/facilities" userName="Zeynep Kara" />
      <PanelLayout {...args} inert currentPath="/owner/subscribers" defaultCollapsed />
    </div>
  ),
};
