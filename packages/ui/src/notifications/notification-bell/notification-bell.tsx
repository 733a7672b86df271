import { BellIcon } from "lucide-react";
import type * as React from "react";
import { IconButton } from "../../actions/icon-button";
import { cn } from "../../lib/cn";
import { Popover, PopoverContent, PopoverTrigger } from "../../overlays/popover";

export type NotificationBellProps = {
  /** Unread notifications: more than 0 shows the dot. */
  unreadCount: number;
  /** The popover's content, usually a `NotificationList`. */
  children?: React.ReactNode;
  /** Controls the popover from outside; leave undefined to let the bell keep its own state. */
  open?: boolean;
  /**
   * Opens the popover on first render (uncontrolled), e.g. for a screenshot.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called whenever the popover opens or closes (the app loads the list when it opens). */
  onOpenChange?: (open: boolean) => void;
  /** Classes for the bell button. */
  className?: string;
};

/**
 * The header's bell for signed-in users: a button named 'Bildirimler' ('Bildirimler, okunmamış
 * bildirim var' while `unreadCount > 0`, with a red dot) that opens a Radix popover holding
 * `children`, aligned to the bell's right edge. Escape and an outside click close it.
 */
export function NotificationBell({
  unreadCount,
  children,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: NotificationBellProps) {
  const unread = unreadCount > 0;
  return (
    <Popover open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <IconButton
          data-slot="notification-bell"
          data-unread={unread ? "true" : "false"}
          aria-label={unread ? "Bildirimler, okunmamış bildirim var" : "Bildirimler"}
          className={cn("relative", className)}
        >
          <BellIcon aria-hidden="true" />
          {unread ? (
            <span
              data-slot="notification-dot"
              aria-hidden="true"
              className="absolute top-2 right-2 size-2.5 rounded-full bg-danger ring-2 ring-surface"
            />
          ) : null}
        </IconButton>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Bildirimler" className="w-96 p-0">
        {children}
      </PopoverContent>
    </Popover>
  );
}
