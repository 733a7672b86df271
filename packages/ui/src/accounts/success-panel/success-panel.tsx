import { CircleCheckIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";

const headings = { 1: "h1", 2: "h2", 3: "h3" } as const;

export type SuccessPanelProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** What went well, e.g. 'Kayıt işleminiz başarıyla tamamlandı!'. */
  title: React.ReactNode;
  /** What happens next, e.g. 'Giriş sayfasına yönlendiriliyorsunuz...'. */
  description?: React.ReactNode;
  /** Buttons or links under the text, e.g. 'Giriş Yap' or 'Halı Sahalara Göz At'. */
  actions?: React.ReactNode;
  /**
   * The decorative icon in the green circle.
   * @default <CircleCheckIcon />
   */
  icon?: React.ReactNode;
  /**
   * The heading level of the title; 2 fits inside an AuthCard whose title is the `<h1>`.
   * @default 2
   */
  headingLevel?: 1 | 2 | 3;
};

/**
 * The view that replaces a form once it succeeded: after register, phone verification and
 * password reset. It is a `role="status"` region, so its text is announced when it appears.
 * Extra content (e.g. a note) goes in `children`, between the description and the actions.
 */
export function SuccessPanel({
  title,
  description,
  actions,
  icon = <CircleCheckIcon />,
  headingLevel = 2,
  className,
  children,
  ...props
}: SuccessPanelProps) {
  const Heading = headings[headingLevel];
  return (
    <div
      role="status"
      data-slot="success-panel"
      className={cn("flex w-full flex-col items-center gap-3 py-2 text-center", className)}
      {...props}
    >
      <div
        data-slot="success-panel-icon"
        aria-hidden="true"
        className="mb-1 flex size-16 items-center justify-center rounded-pill bg-primary-soft text-primary [&_svg]:size-8"
      >
        {icon}
      </div>
      <Heading data-slot="success-panel-title" className="text-xl font-bold text-foreground">
        {title}
      </Heading>
      {description ? (
        <p data-slot="success-panel-description" className="max-w-prose text-sm text-muted">
          {description}
        </p>
      ) : null}
      {children}
      {actions ? (
        <div data-slot="success-panel-actions" className="mt-3 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
          {actions}
        </div>
      ) : null}
    </div>
  );
}
