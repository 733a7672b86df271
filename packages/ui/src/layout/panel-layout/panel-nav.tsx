import { cva } from "class-variance-authority";
import { LogOutIcon } from "lucide-react";
import type { RenderLink } from "../../lib/link";
import { isActivePath } from "../site-header/nav-links";
import { profileMenuItem, type PanelMenuItem } from "./panel-menu";

export const panelNavItemVariants = cva(
  [
    // layout
    "flex w-full items-center gap-3 rounded-control py-2.5 text-sm font-medium",
    // colours on the dark-blue sidebar; the current page is green
    "text-secondary-foreground hover:bg-secondary-hover",
    "aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground",
    // focus
    "outline-none focus-visible:ring-2 focus-visible:ring-secondary-foreground",
    // icons
    "[&_svg]:size-5 [&_svg]:shrink-0",
  ],
  {
    variants: {
      collapsed: {
        false: "px-3",
        true: "justify-center px-0",
      },
    },
    defaultVariants: { collapsed: false },
  },
);

export type PanelNavProps = {
  items: readonly PanelMenuItem[];
  currentPath: string;
  render: RenderLink;
  onLogout: () => void;
  /** Icons only; the labels stay readable for screen readers and show as tooltips. */
  collapsed?: boolean;
  /** Called after any entry is chosen (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
};

/** The panel's menu: the role's items, then Profilim and Çıkış Yap at the bottom. */
export function PanelNav({
  items,
  currentPath,
  render,
  onLogout,
  collapsed = false,
  onNavigate,
}: PanelNavProps) {
  const entry = (item: PanelMenuItem) => {
    const Icon = item.icon;
    return (
      <li key={item.href} title={collapsed ? item.label : undefined}>
        {render({
          href: item.href,
          "aria-current": isActivePath(currentPath, item.href) ? "page" : undefined,
          onClick: onNavigate,
          className: panelNavItemVariants({ collapsed }),
          children: (
            <>
              <Icon aria-hidden="true" />
              <span className={collapsed ? "sr-only" : "truncate"}>{item.label}</span>
            </>
          ),
        })}
      </li>
    );
  };

  return (
    <nav
      aria-label="Panel menüsü"
      data-slot="panel-nav"
      className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3"
    >
      <ul className="flex flex-col gap-1">{items.map(entry)}</ul>
      <ul className="mt-auto flex flex-col gap-1 border-t border-secondary-foreground/15 pt-3">
        {entry(profileMenuItem)}
        <li title={collapsed ? "Çıkış Yap" : undefined}>
          <button
            type="button"
            className={panelNavItemVariants({ collapsed })}
            onClick={() => {
              onNavigate?.();
              onLogout();
            }}
          >
            <LogOutIcon aria-hidden="true" />
            <span className={collapsed ? "sr-only" : "truncate"}>Çıkış Yap</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
