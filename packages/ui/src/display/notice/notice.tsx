import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

/**
 * The one layout of the notice family: EmptyState (`sm`, `md`), PageNotice (`lg`), AuthCard's
 * header (`header`) and RetryPanel (`inline`) are thin variants of it. `size` sets the spacing
 * and the type scale of every part at once, so a part's classes never stack over another's.
 */
export const noticeVariants = cva("flex flex-col", {
  variants: {
    size: {
      /** inside a card, a table or a popover */
      sm: "w-full items-center gap-2 px-4 py-6 text-center",
      /** a whole list */
      md: "w-full items-center gap-3 px-6 py-12 text-center",
      /** a whole page: not found, access denied */
      lg: "mx-auto w-full max-w-xl items-center gap-4 px-4 py-16 text-center",
      /** the head of a card (AuthCard): no padding of its own */
      header: "items-center gap-2 text-center",
      /** a compact box in the place of content, start-aligned (RetryPanel) */
      inline: "items-start gap-3 p-4",
    },
    frame: {
      none: "",
      /** an empty area the user may fill */
      dashed: "rounded-card border border-dashed border-neutral-300 bg-surface",
      /** a failure */
      alert: "rounded-card border border-danger bg-danger-soft",
    },
  },
  defaultVariants: { size: "md", frame: "none" },
});

export const noticeIconVariants = cva("flex items-center justify-center rounded-pill", {
  variants: {
    size: {
      sm: "size-10 [&_svg]:size-5",
      md: "size-14 [&_svg]:size-7",
      lg: "size-16 [&_svg]:size-8 [&_svg]:shrink-0",
      header: "mb-2 size-12 [&_svg]:size-6",
      inline: "size-8 [&_svg]:size-4",
    },
    tone: {
      neutral: "bg-neutral-100 text-muted",
      warning: "bg-warning-soft text-warning",
      danger: "bg-danger-soft text-danger",
      primary: "bg-primary-soft text-primary-hover",
    },
  },
  defaultVariants: { size: "md", tone: "neutral" },
});

type NoticeSize = NonNullable<VariantProps<typeof noticeVariants>["size"]>;

/**
 * The text parts' classes, one row a size, so that a size reads as one whole (the heading's
 * scale, the description's measure and colour, the actions' row).
 */
const textParts: Record<NoticeSize, { title: string; description: string; actions: string }> = {
  sm: {
    title: "text-base font-semibold",
    description: "max-w-md text-sm text-muted",
    actions: "mt-2 flex-wrap justify-center gap-2",
  },
  md: {
    title: "text-lg font-semibold",
    description: "max-w-md text-sm text-muted",
    actions: "mt-2 flex-wrap justify-center gap-2",
  },
  lg: {
    title: "text-2xl font-bold sm:text-3xl",
    description: "max-w-prose text-base text-muted",
    actions: "mt-2 flex-wrap items-center justify-center gap-3",
  },
  header: {
    title: "text-2xl font-bold tracking-tight",
    description: "text-sm text-muted",
    actions: "mt-2 flex-wrap justify-center gap-2",
  },
  inline: { title: "text-sm font-semibold", description: "text-sm text-foreground", actions: "" },
};

export type NoticeProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof noticeVariants> &
  Pick<VariantProps<typeof noticeIconVariants>, "tone"> & {
    /** The short Turkish message, e.g. 'Hiç sonuç bulunamadı'; without it the notice has no heading. */
    title?: React.ReactNode;
    /** A sentence that says what happened and what to do. */
    description?: React.ReactNode;
    /** A decorative icon in a tinted circle above the title (hidden from screen readers). */
    icon?: React.ReactNode;
    /** Buttons or links under the text. */
    actions?: React.ReactNode;
    /**
     * The heading level of the title, to fit the page's outline.
     * @default 2
     */
    headingLevel?: 1 | 2 | 3 | 4;
    /**
     * The name the parts' `data-slot`s start with (`<slot>-icon`, `<slot>-title`,
     * `<slot>-description`, `<slot>-actions`), and the root's unless `data-slot` is given: the
     * family keeps its own names for styling and tests.
     * @default "notice"
     */
    slot?: string;
  };

/**
 * A message in the place of content: an optional icon, a heading, a description and actions.
 * `tone` colours the icon; the root carries it as `data-tone`.
 */
export function Notice({
  size,
  frame,
  tone,
  title,
  description,
  icon,
  actions,
  headingLevel = 2,
  slot = "notice",
  className,
  ...props
}: NoticeProps) {
  const Heading = `h${headingLevel}` as const;
  const parts = textParts[size ?? "md"];
  return (
    <div
      data-slot={slot}
      data-tone={tone ?? "neutral"}
      className={cn(noticeVariants({ size, frame }), className)}
      {...props}
    >
      {icon ? (
        <div data-slot={`${slot}-icon`} aria-hidden="true" className={noticeIconVariants({ size, tone })}>
          {icon}
        </div>
      ) : null}
      {title ? (
        <Heading data-slot={`${slot}-title`} className={cn("text-foreground", parts.title)}>
          {title}
        </Heading>
      ) : null}
      {description ? (
        <p data-slot={`${slot}-description`} className={parts.description}>
          {description}
        </p>
      ) : null}
      {actions ? (
        <div data-slot={`${slot}-actions`} className={cn("flex", parts.actions)}>
          {actions}
        </div>
      ) : null}
    </div>
  );
}
