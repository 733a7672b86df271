import { MenuIcon, XIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import type * as React from "react";
import { IconButton } from "../../actions/icon-button";
import { cn } from "../../lib/cn";
import { useRenderLink, type RenderLink } from "../../lib/link";
import { GuestButtons, HeaderLinks } from "./header-nav";
import { defaultSiteHeaderLinks, type NavLink } from "./nav-links";
import { useScrolledPast } from "./use-scrolled-past";

/** The header turns solid once the page has scrolled this far (50 px). */
const SOLID_AFTER_PX = 50;

export type SiteHeaderProps = React.ComponentProps<"header"> & {
  /** The current path, to mark the matching link with `aria-current="page"`. */
  currentPath: string;
  /** Guests see 'Giriş Yap' and 'Kayıt Ol'; signed-in users see `userSlot` instead. */
  isAuthenticated: boolean;
  /** What a signed-in user sees at the right end (the app puts the bell and the user menu here). */
  userSlot?: React.ReactNode;
  /** Renders links with the app's router; falls back to the `LinkProvider`, then to `<a>`. */
  renderLink?: RenderLink;
  /**
   * The main links.
   * @default Ana Sayfa (/), Halı Sahalar (/facilities), Hakkımızda (/about)
   */
  links?: readonly NavLink[];
  /**
   * Forces the look: `true` solid (white with a shadow), `false` see-through. When undefined the
   * header is see-through at the top of the page and solid after 50 px of scroll.
   * @default undefined
   */
  solid?: boolean;
};

/**
 * The sticky public header: logo, main links, and the guest buttons or the user's slot.
 * Under 992 px the links and guest buttons move into a menu opened by a hamburger button;
 * choosing a link, pressing Escape or navigating closes it.
 */
export function SiteHeader({
  currentPath,
  isAuthenticated,
  userSlot,
  renderLink,
  links = defaultSiteHeaderLinks,
  solid,
  className,
  ...props
}: SiteHeaderProps) {
  const render = useRenderLink(renderLink);
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // the menu remembers the path it was opened on, so any navigation closes it
  const [menu, setMenu] = useState({ open: false, path: currentPath });
  const menuOpen = menu.open && menu.path === currentPath;
  const setMenuOpen = (open: boolean) => setMenu({ open, path: currentPath });
  const closeMenu = () => setMenuOpen(false);
  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !menuOpen) return;
    closeMenu();
    toggleRef.current?.focus();
  };
  const isSolid = solid ?? (scrolled || menuOpen);

  return (
    <header
      data-slot="site-header"
      data-appearance={isSolid ? "solid" : "transparent"}
      className={cn(
        // a caller may place it otherwise (default:, see lib/cn.ts)
        "default:sticky top-0 z-header w-full border-b",
        "transition-[background-color,box-shadow,border-color] motion-reduce:transition-none",
        isSolid
          ? "border-border bg-surface shadow-raised"
          : "border-transparent bg-surface/80 backdrop-blur-sm",
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-content items-center gap-4 px-4">
        {render({
          href: "/",
          className: cn(
            "rounded-control text-2xl font-bold tracking-tight text-primary",
            "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
          ),
          children: "halisaha",
        })}

        <nav aria-label="Ana menü" className="ml-6 hidden lg:block">
          <HeaderLinks links={links} currentPath={currentPath} render={render} layout="bar" />
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {isAuthenticated ? (
            <div data-slot="site-header-user" className="flex items-center gap-2">
              {userSlot}
            </div>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <GuestButtons renderLink={renderLink} />
            </div>
          )}
          <IconButton
            ref={toggleRef}
            className="lg:hidden"
            aria-label={menuOpen ? "Menüyü kapat" : "Menüyü aç"}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
            onKeyDown={closeOnEscape}
          >
            {menuOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </IconButton>
        </div>
      </div>

      <div
        id={menuId}
        data-slot="site-header-menu"
        hidden={!menuOpen}
        onKeyDown={closeOnEscape}
        className="absolute inset-x-0 top-full border-b border-border bg-surface shadow-raised lg:hidden"
      >
        <nav aria-label="Mobil menü" className="mx-auto max-w-content px-4 py-3">
          <HeaderLinks
            links={links}
            currentPath={currentPath}
            render={render}
            layout="menu"
            onNavigate={closeMenu}
          />
          {isAuthenticated ? null : (
            <div className="mt-3 flex flex-col gap-2 border-t border-border pt-3">
              <GuestButtons renderLink={renderLink} fullWidth onNavigate={closeMenu} />
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
