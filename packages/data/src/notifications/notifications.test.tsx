import { act, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Notification } from "../contract/notifications/notification";
import { signIn } from "../session/store";
import { failed, ok, storedUser } from "../test/fixtures";
import { renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { expectWrongShape } from "../test/wrong-shape";
import {
  fetchNotifications,
  notificationsKey,
  useNotificationPages,
  useUnreadNotificationCount,
} from "./use-notifications";
import {
  addDeviceToken,
  markAllNotificationsRead,
  markNotificationRead,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from "./write-notifications";

const server = setUpTestApi();

const notification = (id: number, isRead = false): Notification => ({
  id,
  title: `Bildirim ${id}`,
  body: "Metin",
  sentAt: "2026-03-04T09:00:00.000Z",
  isRead,
  kind: "reservation_confirmed",
  link: `/user/reservations?highlight=${id}`,
  reservationId: id,
});

/** 23 notifications, newest (23) first, 5 unread; answers each page as the API would. */
function serveNotifications() {
  const all = Array.from({ length: 23 }, (_, i) => notification(23 - i, i >= 5));
  server.on("GET", "/notifications/user", (request) => {
    const query = new URL(request.url, "http://x").searchParams;
    const limit = Number(query.get("limit"));
    const offset = Number(query.get("offset"));
    return ok({
      items: all.slice(offset, offset + limit),
      count: all.length,
      totalPages: Math.ceil(all.length / limit),
      unreadCount: 5,
    });
  });
}

describe("notifications", () => {
  it("pages by 10 from 0", () => {
    expect(notificationsKey()).toEqual(["/notifications/user", { limit: 10, offset: 0 }]);
  });

  describe("given a guest", () => {
    it("asks nothing", async () => {
      const { result } = renderWithData(() => useUnreadNotificationCount());
      await new Promise((r) => setTimeout(r, 50));
      expect(result.current.unreadCount).toBe(0);
      expect(server.requests).toHaveLength(0);
    });
  });

  describe("given a signed-in user", () => {
    beforeEach(() => signIn("tok-n", storedUser));

    it("reads the unread count with one small request", async () => {
      serveNotifications();
      const { result } = renderWithData(() => useUnreadNotificationCount());
      await waitFor(() => expect(result.current.unreadCount).toBe(5));
      expect(server.requests[0]?.url).toBe("/api/notifications/user?limit=1&offset=0");
      expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-n");
    });

    it("loads 10 a page while offset + 10 < count", async () => {
      serveNotifications();
      const { result } = renderWithData(() => useNotificationPages());
      await waitFor(() => expect(result.current.items).toHaveLength(10));
      expect(result.current).toMatchObject({ count: 23, unreadCount: 5, hasMore: true });
      await act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.items).toHaveLength(20));
      expect(result.current.hasMore).toBe(true);
      await act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.items).toHaveLength(23));
      expect(result.current.hasMore).toBe(false);
      expect(result.current.items.map((n) => n.id)).toEqual(Array.from({ length: 23 }, (_, i) => 23 - i));
      const offsets = server.requests.map((r) => new URL(r.url, "http://x").searchParams.get("offset"));
      expect(new Set(offsets)).toEqual(new Set(["0", "10", "20"]));
    });

    it("marks one or all read and registers a device token", async () => {
      server.on("PUT", "/notifications/user/mark-as-read/7", ok({ items: notification(7, true) }));
      server.on("PUT", "/notifications/user/mark-all-as-read", ok({ updated: 4 }));
      server.on("POST", "/notifications/device-token/add", ok({ deviceType: "web" }));
      await expect(markNotificationRead(7)).resolves.toMatchObject({ id: 7, isRead: true });
      await expect(markAllNotificationsRead()).resolves.toEqual({ updated: 4 });
      await addDeviceToken("fcm-token");
      expect(server.requests[2]?.body).toEqual({ deviceToken: "fcm-token", deviceType: "web" });
      expect(server.requests.map((r) => r.method)).toEqual(["PUT", "PUT", "POST"]);
    });
  });
});

describe("the write hooks", () => {
  beforeEach(() => signIn("tok-n", storedUser));

  it("useMarkNotificationRead is mutating until the answer, then holds the read notification", async () => {
    server.on("PUT", "/notifications/user/mark-as-read/7", ok({ items: notification(7, true) }));
    const { result } = renderWithData(() => useMarkNotificationRead());
    let done: Promise<Notification> | undefined;
    act(() => {
      done = result.current.trigger(7);
    });
    expect(result.current.isMutating).toBe(true);
    await act(async () => {
      await expect(done).resolves.toMatchObject({ id: 7, isRead: true });
    });
    expect(result.current.isMutating).toBe(false);
    expect(result.current.data).toMatchObject({ id: 7, isRead: true });
    expect(result.current.error).toBeUndefined();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["PUT /api/notifications/user/mark-as-read/7"]);
  });

  it("useMarkNotificationRead rejects with the server's error and keeps it until reset", async () => {
    server.on("PUT", "/notifications/user/mark-as-read/9", failed(404, "Bildirim bulunamadı."));
    const { result } = renderWithData(() => useMarkNotificationRead());
    await act(async () => {
      await expect(result.current.trigger(9)).rejects.toMatchObject({ status: 404, message: "Bildirim bulunamadı." });
    });
    expect(result.current.error?.message).toBe("Bildirim bulunamadı.");
    expect(result.current.isMutating).toBe(false);
    act(() => result.current.reset());
    expect(result.current.error).toBeUndefined();
  });

  it("useMarkAllNotificationsRead refreshes the unread count after the write", async () => {
    let unread = 5;
    server.on("GET", "/notifications/user", () =>
      ok({ items: [], count: unread, totalPages: 1, unreadCount: unread }),
    );
    server.on("PUT", "/notifications/user/mark-all-as-read", () => {
      unread = 0;
      return ok({ updated: 5 });
    });
    const { result } = renderWithData(() => ({
      count: useUnreadNotificationCount(),
      markAll: useMarkAllNotificationsRead(),
    }));
    await waitFor(() => expect(result.current.count.unreadCount).toBe(5));
    await act(async () => {
      await expect(result.current.markAll.trigger()).resolves.toEqual({ updated: 5 });
    });
    await waitFor(() => expect(result.current.count.unreadCount).toBe(0));
    expect(result.current.markAll.isMutating).toBe(false);
  });

  it("useMarkAllNotificationsRead keeps the error of a failed write", async () => {
    server.on("PUT", "/notifications/user/mark-all-as-read", failed(500, "Sunucu hatası"));
    const { result } = renderWithData(() => useMarkAllNotificationsRead());
    await act(async () => {
      await expect(result.current.trigger()).rejects.toMatchObject({ status: 500 });
    });
    expect(result.current.error?.status).toBe(500);
    expect(result.current.data).toBeUndefined();
  });
});

describe("given an answer of the wrong shape", () => {
  beforeEach(() => signIn("tok-n", storedUser));

  it("reads and writes reject with 'Bir hata oluştu!' instead of returning it", async () => {
    server.on("GET", "/notifications/user", ok({ items: [notification(1)], count: 1, totalPages: 1 }));
    server.on("PUT", "/notifications/user/mark-as-read/1", ok({ items: { id: 1 } }));
    server.on("PUT", "/notifications/user/mark-all-as-read", ok({ updated: "all" }));
    await expectWrongShape(fetchNotifications());
    await expectWrongShape(markNotificationRead(1));
    await expectWrongShape(markAllNotificationsRead());
  });

  it("the unread count holds the error and counts nothing", async () => {
    server.on("GET", "/notifications/user", ok({ items: [], count: 0, totalPages: 0, unreadCount: "5" }));
    const { result } = renderWithData(() => useUnreadNotificationCount());
    await waitFor(() => expect(result.current.error?.message).toBe("Bir hata oluştu!"));
    expect(result.current.unreadCount).toBe(0);
  });
});
