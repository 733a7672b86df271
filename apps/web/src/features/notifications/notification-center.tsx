import {
  notificationMessages,
  useNotificationPages,
  useMarkNotificationRead,
  useUnreadNotificationCount,
  type Notification,
  type NotificationListData,
} from "@halisaha/data";
import { NotificationBell, NotificationList } from "@halisaha/ui";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { notify } from "../../shared/toasts";
import { useWebPush } from "./use-web-push";

/**
 * The header's bell for a signed-in user: the unread dot (refreshed when the tab regains focus
 * and after the user's own actions), and the popover's list, loaded when it opens. 'Okundu'
 * shows at once, the server call follows; a click on an item opens the reservation it links
 * to. Opening the bell is also the user action after which web push may ask for permission.
 */
export function NotificationCenter() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotificationCount();
  const askForPush = useWebPush(() => void unread.mutate());
  return (
    <NotificationBell
      unreadCount={unread.unreadCount}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) askForPush();
      }}
    >
      <NotificationPanel
        onClose={() => setOpen(false)}
        onChanged={() => void unread.mutate()}
        onRead={() =>
          void unread.mutate(
            (current) => current && { ...current, unreadCount: Math.max(0, current.unreadCount - 1) },
            { revalidate: false },
          )
        }
      />
    </NotificationBell>
  );
}

/** The popover's content: mounted only while the popover is open, so the list loads on opening. */
function NotificationPanel({
  onClose,
  onChanged,
  onRead,
}: {
  onClose: () => void;
  onChanged: () => void;
  onRead: () => void;
}) {
  const pages = useNotificationPages();
  const { trigger: markNotificationRead } = useMarkNotificationRead();
  const navigate = useNavigate();

  const markRead = async (item: Notification) => {
    if (item.isRead) return;
    onRead();
    await pages.mutate(
      (current: NotificationListData[] | undefined) =>
        current?.map((page) => ({
          ...page,
          unreadCount: Math.max(0, page.unreadCount - 1),
          items: page.items.map((n) => (n.id === item.id ? { ...n, isRead: true } : n)),
        })),
      { revalidate: false },
    );
    try {
      await markNotificationRead(item.id);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : notificationMessages.loadFailed);
      void pages.mutate();
    } finally {
      onChanged();
    }
  };

  return (
    <NotificationList
      items={pages.items}
      status={pages.error && pages.items.length === 0 ? "error" : pages.isLoading ? "loading" : "ready"}
      hasMore={pages.hasMore}
      loadingMore={pages.isLoadingMore}
      onLoadMore={() => void pages.loadMore()}
      onRetry={() => void pages.mutate()}
      onMarkRead={(item) => void markRead(item)}
      onOpen={(item) => {
        void markRead(item);
        onClose();
        if (item.link) navigate(item.link);
      }}
      onClose={onClose}
    />
  );
}
