import { BellOffIcon } from "lucide-react";
import { useId } from "react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { EmptyState } from "../../display/empty-state";
import { Spinner } from "../../display/spinner";
import { cn } from "../../lib/cn";
import { relativeTimeTr } from "../../lib/relative-time";

/** One notification as the list shows it (the contract's `Notification` fits). */
export type NotificationListItem = {
  id: number;
  title: string;
  body: string;
  /** ISO instant; shown as '5 dk önce'. */
  sentAt: string;
  isRead: boolean;
};

export type NotificationListProps<T extends NotificationListItem = NotificationListItem> = {
  items: readonly T[];
  /**
   * `loading` before the first page arrives, `error` when it failed (with 'Tekrar Dene').
   * @default "ready"
   */
  status?: "loading" | "error" | "ready";
  /** More pages exist: shows 'Daha Fazla Yükle', and scrolling to the bottom loads them too. */
  hasMore?: boolean;
  /** The next page is on its way (the button spins, scrolling asks nothing more). */
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** 'Okundu' on an unread item. */
  onMarkRead?: (item: T) => void;
  /** A click on the item (the app opens the reservation it links to). */
  onOpen?: (item: T) => void;
  /** 'Kapat'. */
  onClose?: () => void;
  /** 'Tekrar Dene' after an error. */
  onRetry?: () => void;
  /** The instant relative times count from (stories and tests pin it). */
  now?: Date;
  className?: string;
};

/** Scrolling this close (px) to the bottom loads the next page. */
const LOAD_MORE_THRESHOLD_PX = 24;

/**
 * The notification popover's content: 'Bildirimler', the items newest first (unread ones
 * marked, with 'Okundu'), 'Daha Fazla Yükle' while more exist (also when scrolled to the
 * bottom), 'Bildirim yok' when empty, and 'Kapat'. Times read '5 dk önce'.
 */
export function NotificationList<T extends NotificationListItem>({
  items,
  status = "ready",
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onMarkRead,
  onOpen,
  onClose,
  onRetry,
  now,
  className,
}: NotificationListProps<T>) {
  const headingId = useId();
  const loadWhenAtBottom = (event: React.UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (!hasMore || loadingMore || !onLoadMore) return;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - LOAD_MORE_THRESHOLD_PX) onLoadMore();
  };

  return (
    <section data-slot="notification-list" aria-labelledby={headingId} className={cn("flex flex-col", className)}>
      <h2 id={headingId} className="border-b border-border px-4 py-3 text-base font-semibold">
        Bildirimler
      </h2>
      <div data-slot="notification-list-scroll" className="max-h-96 overflow-y-auto" onScroll={loadWhenAtBottom}>
        {status === "loading" ? (
          <Spinner layout="block" label="Bildirimler yükleniyor" />
        ) : status === "error" ? (
          <div className="flex flex-col items-center gap-3 px-4 py-6 text-center">
            <p role="alert" className="text-sm text-danger">
              Bildirimler yüklenirken hata oluştu
            </p>
            {onRetry ? (
              <Button size="sm" variant="outline" onClick={onRetry}>
                Tekrar Dene
              </Button>
            ) : null}
          </div>
        ) : items.length === 0 ? (
          <EmptyState size="sm" icon={<BellOffIcon />} title="Bildirim yok" />
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                now={now}
                onOpen={onOpen}
                onMarkRead={onMarkRead}
              />
            ))}
          </ul>
        )}
        {status === "ready" && hasMore ? (
          <div className="border-t border-border p-2">
            <Button variant="ghost" size="sm" fullWidth loading={loadingMore} onClick={onLoadMore}>
              Daha Fazla Yükle
            </Button>
          </div>
        ) : null}
      </div>
      <div className="border-t border-border p-2">
        <Button variant="outline" size="sm" fullWidth onClick={onClose}>
          Kapat
        </Button>
      </div>
    </section>
  );
}

function NotificationRow<T extends NotificationListItem>({
  item,
  now,
  onOpen,
  onMarkRead,
}: {
  item: T;
  now: Date | undefined;
  onOpen: ((item: T) => void) | undefined;
  onMarkRead: ((item: T) => void) | undefined;
}) {
  const titleId = useId();
  return (
    <li
      data-slot="notification-item"
      data-read={item.isRead ? "true" : "false"}
      className={cn("flex items-start gap-2 px-4 py-3", !item.isRead && "bg-neutral-50")}
    >
      <span
        aria-hidden="true"
        className={cn("mt-2 size-2 shrink-0 rounded-full", item.isRead ? "bg-transparent" : "bg-primary")}
      />
      <button
        type="button"
        onClick={() => onOpen?.(item)}
        className={cn(
          "flex min-w-0 flex-1 flex-col gap-0.5 rounded-control text-start outline-none",
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        )}
      >
        <span id={titleId} className={cn("text-sm text-foreground", item.isRead ? "font-medium" : "font-semibold")}>
          {item.title}
        </span>
        <span className="text-sm text-muted">{item.body}</span>
        <span className="text-xs text-muted">
          {item.isRead ? null : <span className="sr-only">Okunmadı, </span>}
          <time dateTime={item.sentAt}>{relativeTimeTr(item.sentAt, now)}</time>
        </span>
      </button>
      {item.isRead ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="text-primary"
          aria-describedby={titleId}
          onClick={() => onMarkRead?.(item)}
        >
          Okundu
        </Button>
      )}
    </li>
  );
}
