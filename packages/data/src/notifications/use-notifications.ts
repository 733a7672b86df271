/**
 * GET /notifications/user?limit&offset: the bell's unread count (one small read, refreshed
 * when the tab regains focus) and the popover's pages (10 each, loaded while offset + 10 <
 * count).
 */
import useSWR, { type SWRConfiguration } from "swr";
import useSWRInfinite from "swr/infinite";
import type { NotificationListData } from "../contract/notifications/notification";
import { NOTIFICATIONS_PAGE_SIZE } from "../contract/notifications/messages";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { useSession } from "../session/use-session";
import { notificationListPath } from "./path";

export type NotificationsRequest = { limit?: number; offset?: number };

export function notificationsKey({ limit = NOTIFICATIONS_PAGE_SIZE, offset = 0 }: NotificationsRequest = {}) {
  return [notificationListPath, { limit, offset }] as const;
}

/** Read as the contract's type: the API checks it with `notificationListDataSchema` before sending. */
export async function fetchNotifications(request: NotificationsRequest = {}): Promise<NotificationListData> {
  const [path, query] = notificationsKey(request);
  const { data } = await checkedAnswer(contracts.notification, (c) => c.notificationListDataSchema, () =>
    apiGet(path, { query }),
  );
  return data;
}

/** The bell's key: one item is enough, the answer carries `unreadCount`. */
export const unreadNotificationsKey = notificationsKey({ limit: 1 });

/** How many of the signed-in user's notifications are unread; nothing is asked for a guest. */
export function useUnreadNotificationCount(config?: SWRConfiguration<NotificationListData, ApiError>) {
  const { token } = useSession();
  const result = useSWR<NotificationListData, ApiError>(
    token ? unreadNotificationsKey : null,
    () => fetchNotifications({ limit: 1 }),
    { revalidateOnFocus: true, ...config },
  );
  return { ...result, unreadCount: result.data?.unreadCount ?? 0 };
}

/**
 * The popover's list, page after page. `loadMore` asks the next page while offset + 10 <
 * count; `mutate` of the answer updates every loaded page (an 'Okundu' shows at once).
 */
export function useNotificationPages() {
  const { token } = useSession();
  const pages = useSWRInfinite<NotificationListData, ApiError>(
    (index, previous: NotificationListData | null) => {
      if (!token) return null;
      const offset = index * NOTIFICATIONS_PAGE_SIZE;
      if (previous && offset >= previous.count) return null;
      return notificationsKey({ offset });
    },
    ([, query]: ReturnType<typeof notificationsKey>) => fetchNotifications(query),
    { revalidateFirstPage: true, revalidateOnFocus: true },
  );
  const { data, size, setSize, isLoading, isValidating, error } = pages;
  const last = data?.at(-1);
  const items = data?.flatMap((page) => page.items) ?? [];
  const count = last?.count ?? 0;
  return {
    ...pages,
    items,
    count,
    unreadCount: data?.[0]?.unreadCount ?? 0,
    hasMore: last !== undefined && size * NOTIFICATIONS_PAGE_SIZE < count,
    isLoadingMore: isValidating && data !== undefined && data.length < size,
    isLoading: isLoading || (data === undefined && !error),
    loadMore: () => setSize(size + 1),
  };
}
