import { istanbulYear } from "@halisaha/data/rules";
import { ClockIcon, MailIcon, PhoneIcon } from "lucide-react";
import { useId } from "react";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { useRenderLink, type RenderLink } from "../../lib/link";
import {
  footerCityLinks,
  footerLegalLinks,
  footerQuickLinks,
  supportContact,
  type FooterLink,
} from "./footer-links";

const linkClass = cn(
  // the brand link replaces the colour and the underline (default:, see lib/cn.ts)
  "rounded-control default:text-secondary-foreground/85 underline-offset-4 hover:text-secondary-foreground default:hover:underline",
  "outline-none focus-visible:ring-2 focus-visible:ring-secondary-foreground",
  // a finger needs 44 px: on phones every link is at least that tall
  "max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center",
);
const headingClass = "text-sm font-semibold uppercase tracking-wide text-secondary-foreground";

export type SiteFooterProps = React.ComponentProps<"footer"> & {
  /**
   * The year in the copyright line. Stories and screenshot tests pass a fixed year.
   * @default the current year in Europe/Istanbul
   */
  year?: number;
  /** Renders links with the app's router; falls back to the `LinkProvider`, then to `<a>`. */
  renderLink?: RenderLink;
};

/** The public footer: brand, quick links, popular cities, contact details, legal links and copyright. */
export function SiteFooter({ year, renderLink, className, ...props }: SiteFooterProps) {
  const render = useRenderLink(renderLink);
  const contactHeadingId = useId();
  return (
    <footer
      data-slot="site-footer"
      className={cn("bg-secondary text-secondary-foreground", className)}
      {...props}
    >
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div data-slot="site-footer-brand" className="flex flex-col items-start gap-3">
          {render({
            href: "/",
            className: cn(linkClass, "text-2xl font-bold text-secondary-foreground hover:no-underline"),
            children: "halisaha",
          })}
          <p className="text-sm text-secondary-foreground/85">
            Türkiye'nin halı sahalarını bulun, uygun saati seçin, rezervasyonunuzu online yapın.
          </p>
        </div>
        <FooterLinkGroup title="Hızlı Bağlantılar" links={footerQuickLinks} render={render} />
        <FooterLinkGroup title="Popüler Şehirler" links={footerCityLinks} render={render} />
        <section data-slot="site-footer-contact" aria-labelledby={contactHeadingId}>
          <h2 id={contactHeadingId} className={headingClass}>
            İletişim
          </h2>
          <address className="mt-4 flex flex-col gap-3 text-sm not-italic">
            <a
              className={cn(linkClass, "inline-flex items-center gap-2")}
              href={`mailto:${supportContact.email}`}
            >
              <MailIcon aria-hidden="true" className="size-4 shrink-0" />
              {supportContact.email}
            </a>
            <a className={cn(linkClass, "inline-flex items-center gap-2")} href={supportContact.phoneHref}>
              <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
              {supportContact.phone}
            </a>
            <span className="inline-flex items-center gap-2 text-secondary-foreground/85">
              <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
              {supportContact.hours}
            </span>
          </address>
        </section>
      </div>
      <div className="border-t border-secondary-foreground/15">
        <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p data-slot="site-footer-copyright" className="text-secondary-foreground/85">
            © {year ?? istanbulYear()} halisaha. Tüm hakları saklıdır.
          </p>
          <nav aria-label="Yasal bağlantılar">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footerLegalLinks.map((link) => (
                <li key={link.href}>
                  {render({ href: link.href, className: linkClass, children: link.label })}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinkGroup({
  title,
  links,
  render,
}: {
  title: string;
  links: readonly FooterLink[];
  render: RenderLink;
}) {
  const headingId = useId();
  return (
    <nav data-slot="site-footer-links" aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>{render({ href: link.href, className: linkClass, children: link.label })}</li>
        ))}
      </ul>
    </nav>
  );
}
