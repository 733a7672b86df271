import * as DialogPrimitive from "@radix-ui/react-dialog";
import { MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";
import { IconButton } from "../../actions/icon-button";
import { cn } from "../../lib/cn";
import { useRenderLink, type RenderLink } from "../../lib/link";
import { panelHeading, panelMenuItems, type PanelRole } from "./panel-menu";
import { PanelNav } from "./panel-nav";
import { useMediaQuery } from "./use-media-query";

/** The sidebar is fixed from this width up; below it the menu is a drawer (768 px). */
const DESKTOP_QUERY = "(min-width: 768px)";

/** Light icon buttons on the dark-blue sidebar. */
const onSidebarButton = "text-secondary-foreground hover:bg-secondary-hover hover:text-secondary-foreground";

export type PanelLayoutProps = Omit<React.ComponentProps<"div">, "role"> & {
  /** "admin" shows the admin menu; "facility_owner" the owner menu. */
  role: PanelRole;
  /** The current path: picks the heading and marks the current menu entry (`aria-current`). */
  currentPath: string;
  /** Called by 'Çıkış Yap'. */
  onLogout: () => void;
  /** The signed-in user's name, shown at the right of the top bar. Hidden when undefined. */
  userName?: string;
  /** Controls at the right of the top bar, before the user's name (the notification bell). */
  actions?: React.ReactNode;
  /** Renders links with the app's router; falls back to the `LinkProvider`, then to `<a>`. */
  renderLink?: RenderLink;
  /**
   * Whether the sidebar shows icons only (from 768 px up). Leave undefined to let the layout
   * keep this state itself.
   * @default undefined
   */
  collapsed?: boolean;
  /**
   * The starting collapsed state when `collapsed` is not given.
   * @default false
   */
  defaultCollapsed?: boolean;
  /** Called when the user collapses or expands the sidebar (e.g. to remember the choice). */
  onCollapsedChange?: (collapsed: boolean) => void;
};

/**
 * The owner and admin panel: a dark sidebar with the role's menu, a top bar with the heading for
 * the path and the user's name, and the page below. From 768 px the sidebar can be collapsed to
 * icons; under 768 px it is hidden behind a menu button and opens as a drawer over the page.
 * The heading is the page's `<h1>`, so pages inside start at `<h2>`.
 */
export function PanelLayout({
  role,
  currentPath,
  onLogout,
  userName,
  actions,
  renderLink,
  collapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  className,
  children,
  ...props
}: PanelLayoutProps) {
  const render = useRenderLink(renderLink);
  const items = panelMenuItems(role);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const sidebarId = useId();

  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed);
  const isCollapsed = collapsed ?? ownCollapsed;
  const toggleCollapsed = () => {
    setOwnCollapsed(!isCollapsed);
    onCollapsedChange?.(!isCollapsed);
  };

  const [drawerOpen, setDrawerOpen] = useState(false);
  // growing past 768 px shows the sidebar: the drawer closes for good (no surprise on shrinking back)
  if (drawerOpen && isDesktop) setDrawerOpen(false);

  return (
    <div data-slot="panel-layout" className={cn("flex min-h-dvh bg-background", className)} {...props}>
      <aside
        id={sidebarId}
        data-slot="panel-sidebar"
        data-collapsed={isCollapsed || undefined}
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 flex-col bg-secondary text-secondary-foreground md:flex",
          "transition-[width] motion-reduce:transition-none",
          isCollapsed ? "w-18" : "w-64",
        )}
      >
        <div
          className={cn(
            "flex h-16 shrink-0 items-center border-b border-secondary-foreground/15 px-3",
            isCollapsed ? "justify-center" : "justify-between",
          )}
        >
          {isCollapsed ? null : <Brand render={render} />}
          <IconButton
            className={onSidebarButton}
            aria-label={isCollapsed ? "Menüyü genişlet" : "Menüyü daralt"}
            aria-expanded={!isCollapsed}
            aria-controls={sidebarId}
            onClick={toggleCollapsed}
          >
            {isCollapsed ? (
              <PanelLeftOpenIcon aria-hidden="true" />
            ) : (
              <PanelLeftCloseIcon aria-hidden="true" />
            )}
          </IconButton>
        </div>
        <PanelNav
          items={items}
          currentPath={currentPath}
          render={render}
          onLogout={onLogout}
          collapsed={isCollapsed}
        />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-slot="panel-topbar"
          className="sticky top-0 z-header flex h-16 shrink-0 items-center gap-3 border-b border-border bg-surface px-4 md:px-6"
        >
          <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogPrimitive.Trigger asChild>
              <IconButton className="md:hidden" aria-label="Menüyü aç">
                <MenuIcon aria-hidden="true" />
              </IconButton>
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-overlay bg-neutral-900/50 md:hidden" />
              <DialogPrimitive.Content
                data-slot="panel-drawer"
                aria-describedby={undefined}
                className="fixed inset-y-0 left-0 z-overlay flex w-72 max-w-[85vw] flex-col bg-secondary text-secondary-foreground shadow-raised outline-none md:hidden"
              >
                <DialogPrimitive.Title className="sr-only">Panel menüsü</DialogPrimitive.Title>
                <div className="flex h-16 shrink-0 items-center justify-between border-b border-secondary-foreground/15 px-3">
                  <Brand render={render} onNavigate={() => setDrawerOpen(false)} />
                  <DialogPrimitive.Close asChild>
                    <IconButton className={onSidebarButton} aria-label="Menüyü kapat">
                      <XIcon aria-hidden="true" />
                    </IconButton>
                  </DialogPrimitive.Close>
                </div>
                <PanelNav
                  items={items}
                  currentPath={currentPath}
                  render={render}
                  onLogout={onLogout}
                  onNavigate={() => setDrawerOpen(false)}
                />
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>

          <h1 data-slot="panel-heading" className="truncate text-lg font-semibold text-foreground md:text-xl">
            {panelHeading(currentPath)}
          </h1>

          <div data-slot="panel-actions" className="ml-auto flex shrink-0 items-center gap-3">
            {actions}
            {userName ? (
              <div data-slot="panel-user" className="flex items-center gap-2 text-sm font-medium">
                <span
                  aria-hidden="true"
                  className="flex size-8 items-center justify-center rounded-pill bg-primary-soft text-xs font-semibold text-primary-hover"
                >
                  {initials(userName)}
                </span>
                <span className="sr-only sm:not-sr-only">{userName}</span>
              </div>
            ) : null}
          </div>
        </header>

        <main data-slot="panel-content" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The logo: back to the public site. */
function Brand({ render, onNavigate }: { render: RenderLink; onNavigate?: () => void }) {
  return render({
    href: "/",
    onClick: onNavigate,
    className: cn(
      "rounded-control px-2 text-xl font-bold tracking-tight text-secondary-foreground",
      "outline-none focus-visible:ring-2 focus-visible:ring-secondary-foreground",
    ),
    children: "halisaha",
  });
}

/** 'Ahmet Yılmaz' → 'AY' (Turkish upper case: 'ilker' → 'İ'). */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase("tr-TR"))
    .join("");
}
