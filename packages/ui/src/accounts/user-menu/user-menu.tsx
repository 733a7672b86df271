import { Slot } from "@radix-ui/react-slot";
import {
  Building2Icon,
  CalendarDaysIcon,
  ChevronDownIcon,
  HeartIcon,
  LogOutIcon,
  ShieldCheckIcon,
  UserRoundIcon,
} from "lucide-react";
import { useId, useRef, useState } from "react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { cn } from "../../lib/cn";
import { useRenderLink, type RenderLink } from "../../lib/link";
import { Popover, PopoverContent, PopoverTrigger } from "../../overlays/popover";
import { UserAvatar } from "../user-avatar";
import { userMenuItems, type AccountRole, type UserMenuItemId } from "./user-menu-items";

const itemIcons: Record<UserMenuItemId, React.ReactNode> = {
  profile: <UserRoundIcon aria-hidden="true" />,
  reservations: <CalendarDaysIcon aria-hidden="true" />,
  favorites: <HeartIcon aria-hidden="true" />,
  "owner-panel": <Building2Icon aria-hidden="true" />,
  "admin-panel": <ShieldCheckIcon aria-hidden="true" />,
};

const menuItemClass = cn(
  // layout
  "flex w-full items-center gap-3 rounded-control px-3 py-2 text-start text-sm font-medium",
  // colours: the focused item is the highlighted one (focus follows the arrow keys and the pointer)
  "text-foreground outline-none hover:bg-neutral-100 focus:bg-neutral-100",
  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
  "aria-[current=page]:text-primary-hover",
  // icons
  "[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted",
);

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
 * The signed-in user's menu in the site header, following the WAI-ARIA menu button pattern:
 * the trigger (initials and first name, named 'Kullanıcı menüsü: Ahmet') opens a `role="menu"` with
 * Profilim, Rezervasyonlarım, Favorilerim, Tesis Paneli (facility_owner), Admin Paneli (admin)
 * and 'Çıkış Yap'.
 *
 * Keyboard: Enter, Space or ↓ opens on the first item, ↑ on the last; ↑ ↓ Home End move;
 * a letter jumps to the next item starting with it; Escape and Tab close and return focus to the
 * trigger. Choosing an item closes the menu.
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
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const menuRef = useRef<HTMLDivElement>(null);
  // which item takes focus when the menu opens: ↑ on the trigger opens on the last one
  const openOn = useRef<"first" | "last">("first");
  const labelId = useId();

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItemAt = (index: number) => {
    const items = menuItems();
    if (items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    openOn.current = event.key === "ArrowUp" ? "last" : "first";
    if (open) focusItemAt(openOn.current === "last" ? -1 : 0);
    else setOpen(true);
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const items = menuItems();
    const current = items.indexOf(event.target as HTMLElement);
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusItemAt(current + 1);
        return;
      case "ArrowUp":
        event.preventDefault();
        focusItemAt(current === -1 ? -1 : current - 1);
        return;
      case "Home":
        event.preventDefault();
        focusItemAt(0);
        return;
      case "End":
        event.preventDefault();
        focusItemAt(-1);
        return;
      case "Tab":
        // a menu is one tab stop: Tab leaves it, and focus goes back to the trigger
        event.preventDefault();
        setOpen(false);
        return;
      case " ":
        // links activate on Enter natively; a menu item also activates on Space
        if (current !== -1) {
          event.preventDefault();
          items[current]?.click();
        }
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLocaleLowerCase("tr-TR");
        const order = [...items.slice(current + 1), ...items.slice(0, current + 1)];
        const match = order.find((item) =>
          (item.textContent ?? "").trim().toLocaleLowerCase("tr-TR").startsWith(letter),
        );
        match?.focus();
      }
    }
  };

  const close = () => setOpen(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild aria-haspopup="menu">
        <Button
          data-slot="user-menu-trigger"
          variant="ghost"
          className={cn("gap-2 px-1.5 sm:px-2", className)}
          onKeyDown={onTriggerKeyDown}
        >
          {/* named by its text, 'Kullanıcı menüsü: Ahmet', so the visible first name is part of the
              name (WCAG 2.5.3); on phones the first name is hidden visually only */}
          <span className="sr-only">Kullanıcı menüsü{user.firstName.trim() ? ":" : ""}</span>{" "}
          <UserAvatar firstName={user.firstName} lastName={user.lastName} />
          <span className="sr-only sm:not-sr-only">
            <span className="block max-w-32 truncate">{user.firstName.trim()}</span>
          </span>
          <ChevronDownIcon aria-hidden="true" className="hidden text-muted sm:block" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        ref={menuRef}
        data-slot="user-menu"
        role="menu"
        aria-labelledby={labelId}
        align="end"
        className="w-64 p-1.5"
        onKeyDown={onMenuKeyDown}
        onOpenAutoFocus={(event) => {
          // the menu, not Radix, decides which item takes focus
          event.preventDefault();
          focusItemAt(openOn.current === "last" ? -1 : 0);
          openOn.current = "first";
        }}
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
        <div role="separator" className="-mx-1.5 my-1 h-px bg-border" />
        {userMenuItems(user.role).map((item) => (
          <Slot key={item.id} role="menuitem" tabIndex={-1} data-slot="user-menu-item">
            {render({
              href: item.href,
              className: menuItemClass,
              "aria-current": currentPath === item.href ? "page" : undefined,
              onClick: close,
              children: (
                <>
                  {itemIcons[item.id]}
                  {item.label}
                </>
              ),
            })}
          </Slot>
        ))}
        <div role="separator" className="-mx-1.5 my-1 h-px bg-border" />
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          data-slot="user-menu-logout"
          className={cn(menuItemClass, "text-danger focus:bg-danger-soft hover:bg-danger-soft [&_svg]:text-danger")}
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <LogOutIcon aria-hidden="true" />
          Çıkış Yap
        </button>
      </PopoverContent>
    </Popover>
  );
}
