import { cva } from "class-variance-authority";
import { Button } from "../../actions/button";
import { UiLink, type RenderLink } from "../../lib/link";
import { isActivePath, type NavLink } from "./nav-links";

export const headerLinkVariants = cva(
  [
    "block rounded-control font-medium text-neutral-700 hover:bg-neutral-100 hover:text-foreground",
    "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
  ],
  {
    variants: {
      layout: {
        /** a row in the bar, from 992 px up */
        bar: "px-3 py-2 text-sm aria-[current=page]:font-semibold aria-[current=page]:text-primary",
        /** a full-width row in the mobile menu */
        menu: "px-3 py-3 text-base aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-hover",
      },
    },
    defaultVariants: { layout: "bar" },
  },
);

/** The main links as a list; the current page's link gets `aria-current="page"`. */
export function HeaderLinks({
  links,
  currentPath,
  render,
  layout,
  onNavigate,
}: {
  links: readonly NavLink[];
  currentPath: string;
  render: RenderLink;
  layout: "bar" | "menu";
  onNavigate?: () => void;
}) {
  return (
    <ul className={layout === "bar" ? "flex items-center gap-1" : "flex flex-col gap-1"}>
      {links.map((link) => (
        <li key={link.href}>
          {render({
            href: link.href,
            "aria-current": isActivePath(currentPath, link.href) ? "page" : undefined,
            onClick: onNavigate,
            className: headerLinkVariants({ layout }),
            children: link.label,
          })}
        </li>
      ))}
    </ul>
  );
}

/** 'Giriş Yap' and 'Kayıt Ol': buttons that are links, rendered through the link seam. */
export function GuestButtons({
  renderLink,
  fullWidth,
  onNavigate,
}: {
  renderLink?: RenderLink;
  fullWidth?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <>
      <Button asChild variant="outline" fullWidth={fullWidth}>
        <UiLink renderLink={renderLink} href="/login" onClick={onNavigate}>
          Giriş Yap
        </UiLink>
      </Button>
      <Button asChild variant="primary" fullWidth={fullWidth}>
        <UiLink renderLink={renderLink} href="/register" onClick={onNavigate}>
          Kayıt Ol
        </UiLink>
      </Button>
    </>
  );
}
