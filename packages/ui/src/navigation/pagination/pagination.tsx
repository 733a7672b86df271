import { cva, type VariantProps } from "class-variance-authority";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { useMediaQuery } from "../../layout/panel-layout/use-media-query";
import { cn } from "../../lib/cn";

export type PaginationItem = number | "ellipsis";

/**
 * The page buttons to show: the first page, the last page and the current page with its
 * neighbours (`siblings` on each side: 1, or 0 on a phone), with `"ellipsis"` where pages are
 * left out. A gap of a single page shows that page instead of an ellipsis, which would take the
 * same room and hide it. `current` is clamped into `1..total`; `total < 1` gives `[]`.
 * @example paginationRange(5, 20) // [1, "ellipsis", 4, 5, 6, "ellipsis", 20]
 * @example paginationRange(5, 20, 0) // [1, "ellipsis", 5, "ellipsis", 20]
 */
export function paginationRange(current: number, total: number, siblings: 0 | 1 = 1): PaginationItem[] {
  const last = Math.floor(total);
  if (!(last >= 1)) return [];
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), last);
  const shown = [...new Set([1, page - siblings, page, page + siblings, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of shown) {
    if (p - previous === 2) items.push(previous + 1);
    else if (p - previous > 2) items.push("ellipsis");
    items.push(p);
    previous = p;
  }
  return items;
}

export const paginationItemVariants = cva("w-auto px-1.5 tabular-nums", {
  variants: {
    size: {
      sm: "h-8 min-w-8",
      /** 44 px to tap on phones, where the current page's neighbours make room for it */
      md: "h-11 min-w-11 sm:h-10 sm:min-w-10",
    },
  },
  defaultVariants: { size: "md" },
});

export type PaginationProps = Omit<React.ComponentProps<"nav">, "children" | "onChange"> &
  VariantProps<typeof paginationItemVariants> & {
    /** The current page, starting at 1. */
    page: number;
    /** How many pages there are. At 1 or fewer the pager renders nothing. */
    totalPages: number;
    /** Called with the page the user picked; never with the current page. */
    onPageChange: (page: number) => void;
    /**
     * The landmark's name.
     * @default "Sayfalama"
     */
    "aria-label"?: string;
  };

/**
 * The list pager: previous, the pages from `paginationRange`, next; every button 44 px on a phone
 * (375 px: the current page's neighbours are left out there). It renders buttons, not links: the
 * app maps `onPageChange` to its URL.
 */
export function Pagination({
  className,
  size,
  page,
  totalPages,
  onPageChange,
  "aria-label": ariaLabel = "Sayfalama",
  ...props
}: PaginationProps) {
  // on a phone the neighbours of the current page step aside, so every button can be 44 px
  const phone = useMediaQuery("(max-width: 639px)");
  const items = paginationRange(page, totalPages, phone ? 0 : 1);
  if (items.length <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const itemClass = paginationItemVariants({ size });
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onPageChange(target);
  };

  return (
    <nav data-slot="pagination" aria-label={ariaLabel} className={cn("flex justify-center", className)} {...props}>
      <ul className="flex items-center gap-1">
        <li>
          <Button
            data-slot="pagination-previous"
            variant="outline"
            size="icon"
            className={itemClass}
            aria-label="Önceki sayfa"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
        </li>
        {items.map((item, index) =>
          item === "ellipsis" ? (
            <li
              // an ellipsis has no identity beyond its place between two pages
              key={`ellipsis-${index}`}
              data-slot="pagination-ellipsis"
              aria-hidden="true"
              className="flex min-w-6 justify-center text-muted"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                data-slot="pagination-page"
                variant={item === current ? "primary" : "ghost"}
                size="icon"
                className={itemClass}
                aria-label={`Sayfa ${item}`}
                aria-current={item === current ? "page" : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            data-slot="pagination-next"
            variant="outline"
            size="icon"
            className={itemClass}
            aria-label="Sonraki sayfa"
            disabled={current >= totalPages}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
