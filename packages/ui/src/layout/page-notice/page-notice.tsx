import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const pageNoticeIconVariants = cva(
  "flex size-16 items-center justify-center rounded-pill [&_svg]:size-8 [&_svg]:shrink-0",
  {
    variants: {
      tone: {
        neutral: "bg-neutral-100 text-neutral-600",
        warning: "bg-warning-soft text-warning",
        danger: "bg-danger-soft text-danger",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export type PageNoticeProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof pageNoticeIconVariants> & {
    /** The big message, e.g. 'Sayfa Bulunamadı'. */
    title: React.ReactNode;
    /** A sentence under the title that says what happened and what to do. */
    description?: React.ReactNode;
    /** A decorative icon shown in a tinted circle above the title (hidden from screen readers). */
    icon?: React.ReactNode;
    /** Buttons or links under the text, e.g. 'Ana Sayfa' and 'Geri Dön'. */
    actions?: React.ReactNode;
    /**
     * The heading level of the title. Keep 1 when the notice is the whole page; use 2 inside a
     * layout that already has its own `<h1>` (the panel layout's heading).
     * @default 1
     */
    headingLevel?: 1 | 2 | 3;
  };

/**
 * A centred message for a whole-page state: not found ('Sayfa Bulunamadı'), access denied
 * ('Erişim Reddedildi'), 'Bu sayfa hazırlanıyor' and the admin pages under development.
 * `tone` colours the icon: "neutral" (information), "warning" (not ready yet), "danger" (an error).
 */
export function PageNotice({
  title,
  description,
  icon,
  actions,
  tone,
  headingLevel = 1,
  className,
  ...props
}: PageNoticeProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="page-notice"
      data-tone={tone ?? "neutral"}
      className={cn(
        "mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center",
        className,
      )}
      {...props}
    >
      {icon ? (
        <div data-slot="page-notice-icon" aria-hidden="true" className={pageNoticeIconVariants({ tone })}>
          {icon}
        </div>
      ) : null}
      <Heading data-slot="page-notice-title" className="text-2xl font-bold text-foreground sm:text-3xl">
        {title}
      </Heading>
      {description ? (
        <p data-slot="page-notice-description" className="max-w-prose text-base text-muted">
          {description}
        </p>
      ) : null}
      {actions ? (
        <div
          data-slot="page-notice-actions"
          className="mt-2 flex flex-wrap items-center justify-center gap-3"
        >
          {actions}
        </div>
      ) : null}
    </div>
  );
}
