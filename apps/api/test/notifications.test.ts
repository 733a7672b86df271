import {
  httpMessages,
  notificationMessages as m,
  pagingMessages,
  testCards,
  type Notification,
  type NotificationListData,
  type Reservation,
} from "@halisaha/data/contract";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { deviceTokens, notifications } from "../src/db/schema";
import { notify } from "../src/modules/notifications/notify";
import { reminderJob } from "../src/modules/notifications/reminder-job";
import { bearer, json } from "./helpers/accounts";
import { createTwoApps, describeEachDatabase } from "./helpers/app";
import { testTargets } from "./helpers/databases";
import { TestClock } from "./helpers/fakes";
import { pendingJobs } from "./helpers/jobs";
import { act, book, createAccount, createFacility, get, type Account } from "./helpers/reservations";

// Wednesday 4 March 2026, 12:30 in Istanbul; Thursday's 15:00 is 12:00Z on the 5th.
const NOW = "2026-03-04T09:30:00.000Z";
const TODAY = "2026-03-04";
const THURSDAY = "2026-03-05";
const THURSDAY_15_00 = new Date("2026-03-05T12:00:00.000Z");
const LATER = "2026-03-05T13:30:00.000Z";
const env = { RATE_LIMIT_MAX: "100000" };

/** Every notification of the user, oldest first, straight from the table. */
function notificationsOf(app: App, userId: number) {
  return app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}

function list(app: App, account: Account | undefined, query = "") {
  return get(app, `/api/notifications/user${query}`, account);
}

function markRead(app: App, account: Account | undefined, id: unknown) {
  return app.inject({
    method: "PUT",
    url: `/api/notifications/user/mark-as-read/${String(id)}`,
    headers: account ? bearer(account.token) : {},
  });
}

function addToken(app: App, account: Account | undefined, payload: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: "/api/notifications/device-token/add",
    headers: account ? account.headers : json,
    payload,
  });
}

describeEachDatabase(
  "notifications: the events that write them",
  (ctx) => {
    let owner: Account;
    let player: Account;
    let admin: Account;
    /** The same database with the clock on Thursday 16:30: Thursday's 15:00 has started. */
    let later: App;

    beforeAll(async () => {
      const { app, database } = ctx();
      owner = await createAccount(app, database.db, { role: "facility_owner" });
      admin = await createAccount(app, database.db, { role: "admin" });
      player = await createAccount(app, database.db);
      later = ctx().buildApp({ env, services: { clock: new TestClock(LATER) } });
    });

    /** A booking of `player` at a fresh facility of `owner`; answers it and the counts before. */
    async function booked(day = THURSDAY, more: Record<string, unknown> = {}) {
      const { app, database } = ctx();
      const facilityId = await createFacility(database.db, owner.id);
      return book(app, player, facilityId, day, "15:00", more);
    }

    /** The notifications `act` added for each side. */
    async function added(run: () => Promise<unknown>) {
      const { app } = ctx();
      const before = {
        owner: (await notificationsOf(app, owner.id)).length,
        player: (await notificationsOf(app, player.id)).length,
        admin: (await notificationsOf(app, admin.id)).length,
      };
      await run();
      return {
        owner: (await notificationsOf(app, owner.id)).slice(before.owner),
        player: (await notificationsOf(app, player.id)).slice(before.player),
        admin: (await notificationsOf(app, admin.id)).slice(before.admin),
      };
    }

    it("tells the facility's owner, once, about a player's new booking", async () => {
      let reservation: Reservation | undefined;
      const { owner: toOwner, player: toPlayer } = await added(async () => {
        reservation = await booked();
      });
      expect(toPlayer).toEqual([]);
      expect(toOwner).toHaveLength(1);
      expect(toOwner[0]).toMatchObject({
        kind: "reservation_created",
        title: "Yeni rezervasyon",
        link: `/owner/reservations?highlight=${reservation!.id}`,
        reservationId: reservation!.id,
        isRead: false,
      });
      expect(toOwner[0]!.body).toContain(reservation!.reservationNumber);
      expect(toOwner[0]!.body).toContain("5 Mart 2026 15:00 - 16:00");
    });

    it("tells nobody about an owner's own manual booking", async () => {
      const { app, database } = ctx();
      const facilityId = await createFacility(database.db, owner.id);
      const news = await added(() =>
        book(app, owner, facilityId, THURSDAY, "15:00", { isManualByOwner: true, status: "confirmed" }),
      );
      expect(news).toEqual({ owner: [], player: [], admin: [] });
    });

    it("tells the player, once each, that the owner confirmed, and later completed, the booking", async () => {
      const reservation = await booked();
      const confirmed = await added(() => act(ctx().app, owner, reservation.id, "confirm"));
      expect(confirmed.owner).toEqual([]);
      expect(confirmed.player).toHaveLength(1);
      expect(confirmed.player[0]).toMatchObject({
        kind: "reservation_confirmed",
        title: "Rezervasyonunuz onaylandı",
        link: `/user/reservations?highlight=${reservation.id}`,
      });

      const completed = await added(() => act(later, owner, reservation.id, "complete"));
      expect(completed.owner).toEqual([]);
      expect(completed.player.map((n) => [n.kind, n.title])).toEqual([
        ["reservation_completed", "Maçınız tamamlandı"],
      ]);
    });

    it("tells the player when the owner (or an admin) cancels, and the owner when the player cancels", async () => {
      const byOwner = await booked();
      const ownerCancel = await added(() => act(ctx().app, owner, byOwner.id, "cancel"));
      expect(ownerCancel.owner).toEqual([]);
      expect(ownerCancel.player.map((n) => [n.kind, n.title])).toEqual([
        ["reservation_cancelled", "Rezervasyonunuz iptal edildi"],
      ]);

      const byAdmin = await booked();
      const adminCancel = await added(() => act(ctx().app, admin, byAdmin.id, "cancel"));
      expect(adminCancel.admin).toEqual([]);
      expect(adminCancel.owner).toEqual([]);
      expect(adminCancel.player).toHaveLength(1);

      const byPlayer = await booked();
      const playerCancel = await added(() => act(ctx().app, player, byPlayer.id, "cancel"));
      expect(playerCancel.player).toEqual([]);
      expect(playerCancel.owner).toHaveLength(1);
      expect(playerCancel.owner[0]).toMatchObject({
        kind: "reservation_cancelled",
        title: "Rezervasyon iptal edildi",
        link: `/owner/reservations?highlight=${byPlayer.id}`,
      });
    });

    it("writes nothing when a transition is refused", async () => {
      const reservation = await booked();
      const news = await added(async () => {
        const response = await act(ctx().app, player, reservation.id, "confirm");
        expect(response.statusCode).toBe(403);
        const completeEarly = await act(ctx().app, owner, reservation.id, "complete");
        expect(completeEarly.statusCode).toBe(409);
      });
      expect(news).toEqual({ owner: [], player: [], admin: [] });
    });

    it("tells the owner about a payment and the player about the refund of their cancel", async () => {
      const { app } = ctx();
      const reservation = await booked(THURSDAY, { paymentMethod: "creditCard" });
      expect((await act(app, owner, reservation.id, "confirm")).statusCode).toBe(200);
      const paid = await added(async () => {
        const intent = await app.inject({
          method: "POST",
          url: "/api/stripe/create-payment-intent",
          headers: player.headers,
          payload: { reservationId: reservation.id },
        });
        expect(intent.statusCode, intent.body).toBe(200);
        const confirmed = await app.inject({
          method: "POST",
          url: "/api/stripe/test-mode/confirm",
          headers: player.headers,
          payload: {
            paymentIntentId: intent.json().data.paymentIntentId,
            cardNumber: testCards.succeeds,
            expiry: "12/39",
            cvc: "123",
            name: "Şükrü Öztürk",
          },
        });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
      });
      expect(paid.player).toEqual([]);
      expect(paid.owner.map((n) => [n.kind, n.title])).toEqual([["payment_received", "Ödeme alındı"]]);
      expect(paid.owner[0]!.body).toContain("₺1.000,00");

      const cancelled = await added(() => act(app, player, reservation.id, "cancel"));
      expect(cancelled.owner.map((n) => n.kind)).toEqual(["reservation_cancelled"]);
      expect(cancelled.player.map((n) => [n.kind, n.title])).toEqual([["refund_issued", "Ödemeniz iade edildi"]]);
      expect(cancelled.player[0]!.body).toContain("₺1.000,00");
    });

    describe("the reminder 3 hours before the match", () => {
      it("is queued with the booking for 3 hours before the start and written once when due", async () => {
        const { app } = ctx();
        // on site: an unpaid card booking would have been released long before (card holds)
        const reservation = await booked(THURSDAY, { paymentMethod: "onsite" });
        const [job] = await pendingJobs(app.db, `reservation-${reservation.id}`);
        expect(job).toMatchObject({ kind: reminderJob.kind, payload: { reservationId: reservation.id } });
        expect(job!.runAt.toISOString()).toBe(new Date(THURSDAY_15_00.getTime() - 3 * 3_600_000).toISOString());

        const due = ctx().buildApp({ env, services: { clock: new TestClock("2026-03-05T09:00:00.000Z") } });
        await due.ready();
        const news = await added(async () => {
          await due.jobs.runDue();
          await due.jobs.runDue();
        });
        expect(news.owner).toEqual([]);
        const reminders = news.player.filter((n) => n.reservationId === reservation.id);
        expect(reminders.map((n) => [n.kind, n.title])).toEqual([["reservation_reminder", "Maçınız yaklaşıyor"]]);
        expect(await pendingJobs(app.db, `reservation-${reservation.id}`)).toEqual([]);

        // A job that runs again (a crash after its write) writes nothing more.
        await reminderJob.execute(due, { reservationId: reservation.id }, { id: 0, attempt: 2 });
        const all = await notificationsOf(app, player.id);
        expect(all.filter((n) => n.kind === "reservation_reminder" && n.reservationId === reservation.id)).toHaveLength(1);
      });

      it("is not written for a cancelled booking, and not queued for one less than 3 hours ahead", async () => {
        const { app } = ctx();
        const cancelled = await booked();
        await act(app, owner, cancelled.id, "cancel");
        await reminderJob.execute(app, { reservationId: cancelled.id }, { id: 0, attempt: 1 });
        const rows = await notificationsOf(app, player.id);
        expect(rows.filter((n) => n.kind === "reservation_reminder" && n.reservationId === cancelled.id)).toEqual([]);

        // Today 15:00 is 2.5 hours after 12:30.
        const soon = await booked(TODAY);
        expect(await pendingJobs(app.db, `reservation-${soon.id}`)).toEqual([]);
      });
    });
  },
  { env, services: { clock: new TestClock(NOW) } },
);

describeEachDatabase(
  "notifications: the user's list, read marks and devices",
  (ctx) => {
    let user: Account;
    let other: Account;
    let rows: { id: number }[];

    beforeAll(async () => {
      const { app, database } = ctx();
      user = await createAccount(app, database.db);
      other = await createAccount(app, database.db, { role: "facility_owner" });
      rows = [];
      // Twelve, a minute apart: the newest is number 12.
      for (let i = 1; i <= 12; i += 1) {
        const row = await database.db.transaction((tx) =>
          notify(
            tx,
            { userId: user.id, kind: "reservation_confirmed", title: `Bildirim ${i}`, body: `Metin ${i}` },
            { now: new Date(Date.UTC(2026, 2, 4, 9, i)) },
          ),
        );
        rows.push(row!);
      }
      await database.db.transaction((tx) =>
        notify(tx, { userId: other.id, kind: "reservation_created", title: "Başkası", body: "-" }, { now: new Date() }),
      );
    });

    describe("GET /api/notifications/user", () => {
      it("pages 10 at a time, newest first, with the count and the unread count", async () => {
        const { app } = ctx();
        const first = await list(app, user);
        expect(first.statusCode, first.body).toBe(200);
        const page = first.json().data as NotificationListData;
        expect(page.count).toBe(12);
        expect(page.unreadCount).toBe(12);
        expect(page.totalPages).toBe(2);
        expect(page.items.map((n) => n.title)).toEqual(
          Array.from({ length: 10 }, (_, i) => `Bildirim ${12 - i}`),
        );
        expect(page.items[0]).toEqual({
          id: rows[11]!.id,
          title: "Bildirim 12",
          body: "Metin 12",
          sentAt: "2026-03-04T09:12:00.000Z",
          isRead: false,
          kind: "reservation_confirmed",
          link: null,
          reservationId: null,
        } satisfies Notification);

        const second = (await list(app, user, "?limit=10&offset=10")).json().data as NotificationListData;
        expect(second.items.map((n) => n.title)).toEqual(["Bildirim 2", "Bildirim 1"]);
        expect(second.count).toBe(12);
      });

      it("refuses bad paging in Turkish, and guests", async () => {
        const { app } = ctx();
        const bad = await list(app, user, "?limit=0");
        expect(bad.statusCode).toBe(400);
        expect(bad.json().data.errors).toEqual([{ field: "limit", message: pagingMessages.invalidLimit }]);
        const guest = await list(app, undefined);
        expect(guest.statusCode).toBe(401);
        expect(guest.json()).toMatchObject({ success: false, message: httpMessages.unauthorized });
      });
    });

    describe("PUT /api/notifications/user/mark-as-read/:id", () => {
      it("marks one's own read; another user's is a 404 and stays unread", async () => {
        const { app } = ctx();
        const own = await markRead(app, user, rows[0]!.id);
        expect(own.statusCode, own.body).toBe(200);
        expect(own.json()).toMatchObject({ success: true, message: m.markedRead, data: { items: { id: rows[0]!.id, isRead: true } } });
        expect((await list(app, user)).json().data.unreadCount).toBe(11);

        const [foreign] = await notificationsOf(app, other.id);
        const refused = await markRead(app, user, foreign!.id);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ success: false, message: m.notFound, data: null });
        const [still] = await notificationsOf(app, other.id);
        expect(still!.isRead).toBe(false);

        expect((await markRead(app, user, 2_000_000_000)).statusCode).toBe(404);
      });

      it("refuses a bad id with 400 and a guest with 401", async () => {
        const { app } = ctx();
        const bad = await markRead(app, user, "abc");
        expect(bad.statusCode).toBe(400);
        expect(bad.json().data.errors).toEqual([{ field: "id", message: m.invalidId }]);
        expect((await markRead(app, undefined, rows[1]!.id)).statusCode).toBe(401);
      });
    });

    describe("PUT /api/notifications/user/mark-all-as-read", () => {
      it("marks only the caller's unread ones read", async () => {
        const { app } = ctx();
        const before = (await list(app, user)).json().data.unreadCount as number;
        const response = await app.inject({
          method: "PUT",
          url: "/api/notifications/user/mark-all-as-read",
          headers: bearer(user.token),
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ success: true, message: m.allMarkedRead, data: { updated: before } });
        expect((await list(app, user)).json().data.unreadCount).toBe(0);
        expect((await list(app, other)).json().data.unreadCount).toBe(1);
        const guest = await app.inject({ method: "PUT", url: "/api/notifications/user/mark-all-as-read" });
        expect(guest.statusCode).toBe(401);
      });
    });

    describe("POST /api/notifications/device-token/add", () => {
      const tokensNamed = (app: App, token: string) =>
        app.db.select().from(deviceTokens).where(eq(deviceTokens.token, token));

      it("stores the token once, and moves it when the same browser signs in as someone else", async () => {
        const { app } = ctx();
        const token = `fcm-token-${Date.now()}`;
        const first = await addToken(app, user, { deviceToken: token, deviceType: "web" });
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json()).toEqual({ success: true, message: m.tokenSaved, data: { deviceType: "web" } });
        await addToken(app, user, { deviceToken: ` ${token} ` });
        expect((await tokensNamed(app, token)).map((row) => row.userId)).toEqual([user.id]);

        await addToken(app, other, { deviceToken: token, deviceType: "web" });
        expect((await tokensNamed(app, token)).map((row) => row.userId)).toEqual([other.id]);
        const owned = await app.db
          .select()
          .from(deviceTokens)
          .where(and(eq(deviceTokens.userId, user.id), eq(deviceTokens.token, token)));
        expect(owned).toEqual([]);
      });

      it("refuses a missing or bad token or device type in Turkish, and guests", async () => {
        const { app } = ctx();
        const missing = await addToken(app, user, { deviceType: "web" });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().data.errors).toEqual([{ field: "deviceToken", message: m.tokenRequired }]);
        const spaced = await addToken(app, user, { deviceToken: "a b" });
        expect(spaced.json().data.errors).toEqual([{ field: "deviceToken", message: m.tokenInvalid }]);
        const ios = await addToken(app, user, { deviceToken: "abc", deviceType: "ios" });
        expect(ios.statusCode).toBe(400);
        expect(ios.json().data.errors).toEqual([{ field: "deviceType", message: m.deviceTypeInvalid }]);
        expect((await addToken(app, undefined, { deviceToken: "abc" })).statusCode).toBe(401);
      });
    });
  },
  { env },
);

const postgres = testTargets().find((target) => target.kind === "postgres");
if (postgres) {
  describe("notifications: reminders with two API processes [postgres, two pools]", () => {
    it("writes each reminder exactly once when both processes run the due jobs at the same time", async () => {
      const clock = new TestClock(NOW);
      const { first, second, close } = await createTwoApps({ env, services: { clock }, target: postgres });
      try {
        const { app, database } = first;
        await Promise.all([app.ready(), second.ready()]);
        const owner = await createAccount(app, database.db, { role: "facility_owner" });
        const player = await createAccount(app, database.db);
        const booked: Reservation[] = [];
        for (let i = 0; i < 12; i += 1) {
          const facilityId = await createFacility(database.db, owner.id);
          // on site: unpaid card bookings are released after their hold, long before the reminder
          booked.push(await book(app, player, facilityId, THURSDAY, "15:00", { paymentMethod: "onsite" }));
        }
        clock.advance(24 * 3600);
        await Promise.all([app.jobs.runDue(), second.jobs.runDue(), app.jobs.runDue(), second.jobs.runDue()]);
        await Promise.all([app.jobs.runDue(), second.jobs.runDue()]);

        const reminders = (await notificationsOf(app, player.id)).filter((n) => n.kind === "reservation_reminder");
        expect(reminders.map((n) => n.reservationId).sort((a, b) => a! - b!)).toEqual(booked.map((r) => r.id));
        expect(await pendingJobs(app.db)).toEqual([]);
      } finally {
        await close();
      }
    });
  });
}
