import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { UserMenu, type UserMenuUser } from "./user-menu";

const ahmet: UserMenuUser = { firstName: "Ahmet", lastName: "Yılmaz", email: "ahmet.yilmaz@example.com", role: "user" };
const owner: UserMenuUser = { firstName: "İlker", lastName: "Şahin", email: "ilker@yesilvadi.com.tr", role: "facility_owner" };
const admin: UserMenuUser = { firstName: "Zeynep", lastName: "Kaya", email: "zeynep.kaya@halisaha.com.tr", role: "admin" };

const meta = {
  title: "Accounts/UserMenu",
  component: UserMenu,
  tags: ["autodocs"],
  args: { user: ahmet, defaultOpen: true, onLogout: fn(), onOpenChange: fn() },
  argTypes: {
    user: { control: "object" },
    defaultOpen: { control: "boolean" },
    currentPath: { control: "select", options: [undefined, "/user/profile", "/user/reservations", "/user/favorites"] },
    renderLink: { control: false },
    open: { control: false },
  },
  parameters: {
    // an open menu floats over the docs page, so each story gets its own frame there
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
  // the trigger sits at the right end, as in the site header
  decorators: [(Story) => <div className="flex min-h-96 justify-end">{Story()}</div>],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A regular user: Profilim, Rezervasyonlarım, Favorilerim, Çıkış Yap. */
export const SignedInUser: Story = {};

/** A facility owner also gets Tesis Paneli. */
export const SignedInOwner: Story = { args: { user: owner } };

/** An admin also gets Admin Paneli. */
export const SignedInAdmin: Story = { args: { user: admin } };

/** On the favourites page the matching item is marked current. */
export const CurrentPage: Story = { args: { currentPath: "/user/favorites" } };

export const Closed: Story = { args: { defaultOpen: false } };

/** Keyboard: ↓ on the trigger opens on the first item, End goes to 'Çıkış Yap'. */
export const KeyboardNavigation: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    canvas.getByRole("button", { name: "Kullanıcı menüsü: Ahmet" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(page.getByRole("menuitem", { name: "Profilim" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(page.getByRole("menuitem", { name: "Çıkış Yap" })).toHaveFocus();
  },
};

/** On a phone only the initials show; the menu stays inside the screen. */
export const Narrow: Story = {
  args: { user: owner },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/**
 * The closed triggers of every role and one open menu, for visual regression. Only one menu can
 * be open at a time (opening one moves focus, which closes the others); the open menu of each
 * role has its own story above.
 */
export const Gallery: Story = {
  render: () => (
    <div className="flex w-full flex-col items-end gap-4">
      <div className="flex flex-wrap justify-end gap-4">
        <UserMenu user={ahmet} onLogout={() => {}} />
        <UserMenu user={owner} onLogout={() => {}} />
        <UserMenu user={{ ...admin, firstName: "Abdurrahman" }} onLogout={() => {}} />
      </div>
      <UserMenu user={admin} onLogout={() => {}} defaultOpen currentPath="/user/profile" />
    </div>
  ),
};
