import { cn } from "@halisaha/ui";
import { contactChannels } from "./support-contact";

const linkClass =
  "rounded-control font-medium text-primary underline-offset-4 hover:text-primary-hover hover:underline outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * Support's e-mail, phone and hours as a description list inside `<address>`: the contact block
 * of /about and the summary of /contact.
 */
export function SupportChannels({ className }: { className?: string }) {
  return (
    <address className={cn("not-italic", className)}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">E-posta</dt>
          <dd>
            <a href={contactChannels.mailHref} className={cn(linkClass, "break-all")}>
              {contactChannels.email}
            </a>
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">Telefon</dt>
          <dd>
            <a href={contactChannels.phoneHref} className={linkClass}>
              {contactChannels.phone}
            </a>
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">Telefon hattı</dt>
          <dd className="font-medium text-foreground">{contactChannels.hours}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">E-posta desteği</dt>
          <dd className="font-medium text-foreground">{contactChannels.online}</dd>
        </div>
      </dl>
    </address>
  );
}
