import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import {
  Building2Icon,
  CalendarDaysIcon,
  ChevronDownIcon,
  HeartIcon,
  LogOutIcon,
  ShieldCheckIcon,
  UserRoundIcon,
} from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { cn } from "../../lib/cn";
import { useRenderLink, type RenderLink } from "../../lib/link";
import { UserAvatar } from "../user-avatar";
import { userMenuItems, type AccountRole, type UserMenuItemId } from "./user-menu-items";

const itemIcons: Record<UserMenuItemId, React.ReactNode> = {
  profile: <UserRoundIcon aria-hidden="true" />,
  reservations: <CalendarDaysIcon aria-hidden="true" />,
  favorites: <HeartIcon aria-hidden="true" />,
  "owner-panel": <Building2Icon aria-hidden="true" />,
  "admin-panel": <ShieldCheckIcon aria-hidden="true" />,
};

const menuItemBase = cn(
  // layout
  "flex w-full items-center gap-3 rounded-control px-3 py-2 text-start text-sm font-medium",
  "cursor-pointer outline-none select-none",
  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
  "aria-[current=page]:text-primary-hover",
  // icons
  "[&_svg]:size-4 [&_svg]:shrink-0",
);
// colours: the highlighted item (arrow keys and pointer) is the focused one
const menuItemClass = cn(
  menuItemBase,
  "text-foreground data-[highlighted]:bg-neutral-100 [&_svg]:text-muted",
);
const logoutItemClass = cn(menuItemBase, "text-danger data-[highlighted]:bg-danger-soft [&_svg]:text-danger");

export type UserMenuUser = {
  firstName: string;
  lastName: string;
  email: string;
  /** `facility_owner` adds 'Tesis Paneli', `admin` adds 'Admin Paneli'; any other role is a regular user. */
  role: AccountRole;
};

export type UserMenuProps = {
  /** The signed-in user. */
  user: UserMenuUser;
  /** Called by 'Çıkış Yap' (after the menu closes). */
  onLogout: () => void;
  /** Renders links with the app's router; falls back to the `LinkProvider`, then to `<a>`. */
  renderLink?: RenderLink;
  /** The current path: the matching item gets `aria-current="page"`. */
  currentPath?: string;
  /** Controls the menu from outside; leave undefined to let the menu keep its own state. */
  open?: boolean;
  /**
   * Opens the menu on first render (uncontrolled), e.g. for a screenshot.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called whenever the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Classes for the trigger button. */
  className?: string;
};

/**
 * The signed-in user's menu in the site header, a Radix DropdownMenu (the WAI-ARIA menu button
 * pattern): the trigger (initials and first name, named 'Kullanıcı menüsü: Ahmet') opens a
 * `role="menu"` with Profilim, Rezervasyonlarım, Favorilerim, Tesis Paneli (facility_owner), Admin
 * Paneli (admin) and 'Çıkış Yap'.
 *
 * Keyboard: Enter, Space or ↓ opens on the first item; ↑ ↓ Home End move (wrapping); a letter
 * jumps to the next item starting with it; Escape closes and returns focus to the trigger.
 * Choosing an item closes the menu.
 */
export function UserMenu({
  user,
  onLogout,
  renderLink,
  currentPath,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
}: UserMenuProps) {
  const render = useRenderLink(renderLink);
  const labelId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button data-slot="user-menu-trigger" variant="ghost" className={cn("px-1.5 sm:px-2", className)}>
          {/* named by its text, 'Kullanıcı menüsü: Ahmet', so the visible first name is part of the
              name (WCAG 2.5.3); on phones the first name is hidden visually only */}
          <span className="sr-only">Kullanıcı menüsü{user.firstName.trim() ? ":" : ""}</span>{" "}
          <UserAvatar firstName={user.firstName} lastName={user.lastName} />
          <span className="sr-only sm:not-sr-only">
            <span className="block max-w-32 truncate">{user.firstName.trim()}</span>
          </span>
          <ChevronDownIcon aria-hidden="true" className="hidden text-muted sm:block" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="user-menu"
          aria-labelledby={labelId}
          align="end"
          sideOffset={6}
          loop
          className={cn(
            "z-overlay w-64 max-w-[calc(100vw-1rem)] rounded-card border border-border bg-surface p-1.5 text-foreground shadow-raised outline-none",
            "max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto",
          )}
        >
          <div data-slot="user-menu-account" className="flex items-center gap-3 px-3 py-2.5">
            <UserAvatar firstName={user.firstName} lastName={user.lastName} size="md" />
            <div className="min-w-0">
              <p id={labelId} className="truncate text-sm font-semibold text-foreground">
                {user.firstName} {user.lastName}
              </p>
              <p className="truncate text-xs text-muted" title={user.email}>
                {user.email}
              </p>
            </div>
          </div>
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-border" />
          {userMenuItems(user.role).map((item) => (
            <DropdownMenu.Item key={item.id} asChild textValue={item.label} data-slot="user-menu-item">
              {render({
                href: item.href,
                className: menuItemClass,
                "aria-current": currentPath === item.href ? "page" : undefined,
                // a router's link cancels the click (it navigates itself), and with it Radix's own close
                onClick: () => setOpen(false),
                children: (
                  <>
                    {itemIcons[item.id]}
                    {item.label}
                  </>
                ),
              })}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-border" />
          <DropdownMenu.Item
            data-slot="user-menu-logout"
            textValue="Çıkış Yap"
            className={logoutItemClass}
            onSelect={() => onLogout()}
          >
            <LogOutIcon aria-hidden="true" />
            Çıkış Yap
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
