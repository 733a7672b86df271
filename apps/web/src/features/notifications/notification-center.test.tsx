import type { Notification } from "@halisaha/data";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FakeApi } from "../../test/fake-api";
import { ok } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";

let api: FakeApi;

beforeEach(() => {
  api = setUpApi();
});
afterEach(() => tearDownApp());

const notification = (id: number, more: Partial<Notification> = {}): Notification => ({
  id,
  title: `Bildirim ${id}`,
  body: `Metin ${id}`,
  sentAt: new Date(Date.now() - id * 60_000).toISOString(),
  isRead: false,
  kind: "reservation_created",
  link: `/owner/reservations?highlight=${id}`,
  reservationId: id,
  ...more,
});

/** `total` notifications, newest (1) first; the first `unread` of them unread. */
function serve(total: number, unread: number) {
  const all = Array.from({ length: total }, (_, i) => notification(i + 1, { isRead: i >= unread }));
  const unreadCount = () => all.filter((n) => !n.isRead).length;
  const page = (offset: number, limit: number) => ({
    items: all.slice(offset, offset + limit),
    count: total,
    totalPages: Math.ceil(total / limit),
    unreadCount: unreadCount(),
  });
  api.on("GET", "/notifications/user", ({ search }) => {
    const query = new URLSearchParams(search);
    return ok(page(Number(query.get("offset")), Number(query.get("limit"))));
  });
  api.on("PUT", "/notifications/user/mark-as-read/1", () => {
    all[0] = { ...all[0]!, isRead: true };
    return ok({ items: all[0] });
  });
  return all;
}

describe("the notification bell", () => {
  describe("given a guest", () => {
    it("is not there and nothing is asked", async () => {
      await renderApp("/about");
      await screen.findAllByRole("link", { name: "Giriş Yap" });
      expect(screen.queryByRole("button", { name: /^Bildirimler/ })).toBeNull();
      expect(api.requests.filter((r) => r.path.startsWith("/notifications"))).toEqual([]);
    });
  });

  describe("given a signed-in user with unread notifications", () => {
    beforeEach(() => signInAs(api, { ...testUser, role: "facility_owner" }));

    it("shows the dot, lists 10 a page in the popover, and loads more", async () => {
      serve(13, 2);
      await renderApp("/about");
      await userEvent.click(
        await screen.findByRole("button", { name: "Bildirimler, okunmamış bildirim var" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Bildirimler" });
      await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(10));
      expect(within(dialog).getAllByRole("button", { name: "Okundu" })).toHaveLength(2);
      await userEvent.click(within(dialog).getByRole("button", { name: "Daha Fazla Yükle" }));
      await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(13));
      expect(within(dialog).queryByRole("button", { name: "Daha Fazla Yükle" })).toBeNull();
    });

    it("'Okundu' marks it read at once, then on the server, and the dot follows", async () => {
      serve(3, 1);
      await renderApp("/about");
      await userEvent.click(
        await screen.findByRole("button", { name: "Bildirimler, okunmamış bildirim var" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Bildirimler" });
      await userEvent.click(await within(dialog).findByRole("button", { name: "Okundu" }));
      expect(within(dialog).queryByRole("button", { name: "Okundu" })).toBeNull();
      await waitFor(() => expect(api.calls("PUT", "/notifications/user/mark-as-read/1")).toHaveLength(1));
      expect(await screen.findByRole("button", { name: "Bildirimler" })).toBeInTheDocument();
    });

    it("opens the linked reservation on a click and closes", async () => {
      serve(2, 0);
      const { router } = await renderApp("/about");
      await userEvent.click(await screen.findByRole("button", { name: "Bildirimler" }));
      const dialog = await screen.findByRole("dialog", { name: "Bildirimler" });
      await userEvent.click(await within(dialog).findByRole("button", { name: /Bildirim 2/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/owner/reservations"));
      expect(router.state.location.search).toBe("?highlight=2");
      expect(screen.queryByRole("dialog", { name: "Bildirimler" })).toBeNull();
    });

    it("says 'Bildirim yok' when there are none, and 'Kapat' closes", async () => {
      await renderApp("/about");
      await userEvent.click(await screen.findByRole("button", { name: "Bildirimler" }));
      const dialog = await screen.findByRole("dialog", { name: "Bildirimler" });
      expect(await within(dialog).findByText("Bildirim yok")).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Kapat" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });
  });
});
