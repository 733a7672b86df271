import { CircleAlertIcon } from "lucide-react";
import type * as React from "react";
import { Notice } from "../../display/notice";
import { cn } from "../../lib/cn";

export type AuthCardProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** The screen's heading, e.g. 'Giriş Yap', 'Kayıt Ol', 'Şifremi Unuttum'. */
  title: React.ReactNode;
  /** A sentence under the title, e.g. 'Hesabınıza giriş yapın'. */
  description?: React.ReactNode;
  /** A decorative icon in a tinted circle above the title (hidden from screen readers). */
  icon?: React.ReactNode;
  /**
   * A message about the whole form, shown under the header in a danger box with `role="alert"`,
   * e.g. the server's 'Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin.'. Field errors
   * belong to each FormField instead.
   */
  error?: React.ReactNode;
  /** Links under the card's content, e.g. 'Şifremi unuttum', 'Hesabınız yok mu? Kayıt Ol', 'Ana sayfaya dön'. */
  footer?: React.ReactNode;
  /**
   * The heading level of the title: 1 when the card is the page's main content (the account
   * screens), 2 inside a page that has its own `<h1>`.
   * @default 1
   */
  headingLevel?: 1 | 2;
};

/**
 * The centred card of the account screens (login, register, forgot password, phone
 * verification): title, optional icon and description, an optional form-level error, the form
 * as children, and a footer for links. At most 28rem wide; on a 375 px phone it takes the width less the page padding.
 */
export function AuthCard({
  title,
  description,
  icon,
  footer,
  error,
  headingLevel = 1,
  className,
  children,
  ...props
}: AuthCardProps) {
  return (
    <div
      data-slot="auth-card"
      className={cn(
        "mx-auto flex w-full max-w-md flex-col gap-6 rounded-card border border-border bg-surface p-6 text-foreground shadow-card sm:p-8",
        className,
      )}
      {...props}
    >
      <Notice
        slot="auth-card"
        data-slot="auth-card-header"
        size="header"
        tone="primary"
        icon={icon}
        title={title}
        description={description}
        headingLevel={headingLevel}
      />
      {error ? (
        <div
          role="alert"
          data-slot="auth-card-error"
          className="flex items-start gap-2 rounded-control border border-danger/20 bg-danger-soft px-3 py-2.5 text-sm text-danger-hover"
        >
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </div>
      ) : null}
      {children}
      {footer ? (
        <div
          data-slot="auth-card-footer"
          className="flex flex-col items-center gap-2 border-t border-border pt-5 text-center text-sm text-muted"
        >
          {footer}
        </div>
      ) : null}
    </div>
  );
}

export type AuthDividerProps = Omit<React.ComponentProps<"div">, "children"> & {
  /**
   * The word between the lines.
   * @default "veya"
   */
  label?: string;
};

/** 'veya' between two lines: separates the password form from the Google button. */
export function AuthDivider({ label = "veya", className, ...props }: AuthDividerProps) {
  return (
    <div data-slot="auth-divider" className={cn("flex items-center gap-3 text-sm text-muted", className)} {...props}>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <span>{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}
