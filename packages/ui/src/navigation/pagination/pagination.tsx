import { cva, type VariantProps } from "class-variance-authority";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type * as React from "react";
import { Button } from "../../actions/button";
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

/** One button or ellipsis of the pager, and on which screens it shows. */
type PagerSlot = { item: PaginationItem; key: string; at: number; wide: boolean; phone: boolean };

/**
 * The items of both screens in one row: what only a wide screen shows is hidden on a phone and
 * the other way round, by CSS, so the server's HTML and the first render in the browser are
 * the same on every screen (nothing read from `matchMedia`) and nothing moves after loading.
 */
function pagerSlots(current: number, total: number): PagerSlot[] {
  const slots = new Map<string, PagerSlot>();
  const add = (items: PaginationItem[], screen: "wide" | "phone") => {
    items.forEach((item, index) => {
      const before = items[index - 1];
      const after = items[index + 1];
      // an ellipsis is placed, and known, by the pages on its two sides
      const key = item === "ellipsis" ? `ellipsis-${String(before)}-${String(after)}` : `page-${item}`;
      const at = item === "ellipsis" ? (Number(before) + Number(after)) / 2 : item;
      const slot = slots.get(key) ?? { item, key, at, wide: false, phone: false };
      slot[screen] = true;
      slots.set(key, slot);
    });
  };
  add(paginationRange(current, total, 1), "wide");
  add(paginationRange(current, total, 0), "phone");
  return [...slots.values()].sort((a, b) => a.at - b.at);
}

/** Below 640 px the current page's neighbours step aside (every button can be 44 px there). */
function screenClass({ wide, phone }: PagerSlot): string | undefined {
  if (wide && !phone) return "max-[639px]:hidden";
  if (phone && !wide) return "min-[640px]:hidden";
  return undefined;
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
  const slots = pagerSlots(page, totalPages);
  if (slots.length <= 1) return null;
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
        {slots.map((slot) =>
          slot.item === "ellipsis" ? (
            <li
              key={slot.key}
              data-slot="pagination-ellipsis"
              aria-hidden="true"
              className={cn("flex min-w-6 justify-center text-muted", screenClass(slot))}
            >
              …
            </li>
          ) : (
            <li key={slot.key} className={screenClass(slot)}>
              <Button
                data-slot="pagination-page"
                variant={slot.item === current ? "primary" : "ghost"}
                size="icon"
                className={itemClass}
                aria-label={`Sayfa ${slot.item}`}
                aria-current={slot.item === current ? "page" : undefined}
                onClick={() => go(slot.item as number)}
              >
                {slot.item}
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
