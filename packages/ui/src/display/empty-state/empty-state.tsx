import { cva, type VariantProps } from "class-variance-authority";
import { SearchXIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const emptyStateVariants = cva("flex w-full flex-col items-center text-center", {
  variants: {
    size: {
      /** inside a card, a table or a popover */
      sm: "gap-2 px-4 py-6",
      /** a whole list or page */
      md: "gap-3 px-6 py-12",
    },
    bordered: {
      true: "rounded-card border border-dashed border-neutral-300 bg-surface",
      false: "",
    },
  },
  defaultVariants: { size: "md", bordered: false },
});

const headings = { 2: "h2", 3: "h3", 4: "h4" } as const;

export type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof emptyStateVariants> & {
    /** The short Turkish message, e.g. 'Hiç sonuç bulunamadı'. */
    title: React.ReactNode;
    /** What the user can do about it, e.g. 'Filtreleri değiştirerek tekrar deneyin.' */
    description?: React.ReactNode;
    /**
     * A decorative icon above the title; `null` shows none.
     * @default <SearchXIcon />
     */
    icon?: React.ReactNode;
    /** A button or link, e.g. 'Filtreleri Temizle' or 'Yeni Tesis Ekle'. */
    action?: React.ReactNode;
    /**
     * The heading level of the title, to fit the page's outline.
     * @default 2
     */
    headingLevel?: 2 | 3 | 4;
  };

/** What a list shows when it has nothing to show. */
export function EmptyState({
  className,
  size,
  bordered,
  title,
  description,
  icon = <SearchXIcon />,
  action,
  headingLevel = 2,
  ...props
}: EmptyStateProps) {
  const Heading = headings[headingLevel];
  return (
    <div data-slot="empty-state" className={cn(emptyStateVariants({ size, bordered }), className)} {...props}>
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className={cn(
            "flex items-center justify-center rounded-pill bg-neutral-100 text-muted",
            size === "sm" ? "size-10 [&_svg]:size-5" : "size-14 [&_svg]:size-7",
          )}
        >
          {icon}
        </div>
      ) : null}
      <Heading
        data-slot="empty-state-title"
        className={cn("font-semibold text-foreground", size === "sm" ? "text-base" : "text-lg")}
      >
        {title}
      </Heading>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-md text-sm text-muted">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}
