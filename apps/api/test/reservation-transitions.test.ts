import { httpMessages, reservationMessages as m, type Reservation } from "@halisaha/data/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { reservations } from "../src/db/schema";
import { describeReservations, NOW, THURSDAY, TODAY, type Cast } from "./helpers/reservation-suite";
import { act, book, createAccount, createFacility, get, type Account } from "./helpers/reservations";

// Now is Wednesday 4 March 2026, 12:30 in Istanbul; LATER is 16:30 the same day.
const LATER = "2026-03-04T13:30:00.000Z";

describeReservations("reservations: status changes", (ctx) => {
  let { owner, otherOwner, admin, user } = {} as Cast;
  let stranger: Account;
  /** The same database, with the clock at 16:30: today's 15:00 has started. */
  let later: App;

  beforeAll(async () => {
    const { app, db, cast } = ctx();
    ({ owner, otherOwner, admin, user } = cast);
    stranger = await createAccount(app, db);
    later = ctx().appAt(LATER);
  });

  type Kind = "pending" | "confirmed" | "cancelled" | "completed";

  /**
   * A reservation of `user` in the given status on a fresh facility of `owner`: today 15:00
   * (ahead now, started at LATER) or, with `day: "tomorrow"`, Thursday 15:00 (ahead at both).
   */
  async function reservationIn(kind: Kind, day: "today" | "tomorrow" = "today"): Promise<Reservation> {
    const { app, database } = ctx();
    const facilityId = await createFacility(database.db, owner.id);
    const booked = await book(app, user, facilityId, day === "today" ? TODAY : THURSDAY, "15:00");
    if (kind === "pending") return booked;
    if (kind === "cancelled") return expectOk(await act(app, owner, booked.id, "cancel"), m.cancelled);
    const confirmed = expectOk(await act(app, owner, booked.id, "confirm"), m.confirmed);
    if (kind === "confirmed") return confirmed;
    return expectOk(await act(later, owner, booked.id, "complete"), m.completed);
  }

  function expectOk(response: Awaited<ReturnType<typeof act>>, message: string): Reservation {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message });
    return response.json().data.items as Reservation;
  }

  function expectRefused(response: Awaited<ReturnType<typeof act>>, message: string): void {
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({ success: false, message, data: null });
  }

  async function statusInDb(id: number) {
    const [row] = await ctx()
      .database.db.select({
        status: reservations.status,
        confirmedAt: reservations.confirmedAt,
        cancelledAt: reservations.cancelledAt,
        completedAt: reservations.completedAt,
      })
      .from(reservations)
      .where(eq(reservations.id, id));
    return row;
  }

  for (const role of ["owner", "admin"] as const) {
    describe(`by the facility's ${role}`, () => {
      const actor = () => (role === "owner" ? owner : admin);

      it("confirms a pending reservation", async () => {
        const reservation = await reservationIn("pending");

        const confirmed = expectOk(await act(ctx().app, actor(), reservation.id, "confirm"), m.confirmed);

        expect(confirmed).toMatchObject({ id: reservation.id, status: "confirmed", updatedAt: NOW });
        expect(await statusInDb(reservation.id)).toMatchObject({
          status: "confirmed",
          confirmedAt: new Date(NOW),
          cancelledAt: null,
        });
      });

      it("cancels (rejects) a pending reservation, also after its start", async () => {
        const ahead = await reservationIn("pending");
        const started = await reservationIn("pending");

        expect(expectOk(await act(ctx().app, actor(), ahead.id, "cancel"), m.cancelled).status).toBe(
          "cancelled",
        );
        expect(expectOk(await act(later, actor(), started.id, "cancel"), m.cancelled).status).toBe(
          "cancelled",
        );
        expect(await statusInDb(started.id)).toMatchObject({ cancelledAt: new Date(LATER) });
      });

      it("cancels a confirmed reservation only while its start is ahead", async () => {
        const ahead = await reservationIn("confirmed", "tomorrow");
        const started = await reservationIn("confirmed");

        expect(expectOk(await act(later, actor(), ahead.id, "cancel"), m.cancelled).status).toBe("cancelled");
        expectRefused(await act(later, actor(), started.id, "cancel"), m.cannotCancel);
        expect((await statusInDb(started.id))?.status).toBe("confirmed");
      });

      it("completes a confirmed reservation only once it has started", async () => {
        const reservation = await reservationIn("confirmed");

        expectRefused(await act(ctx().app, actor(), reservation.id, "complete"), m.cannotComplete);
        const completed = expectOk(await act(later, actor(), reservation.id, "complete"), m.completed);

        expect(completed.status).toBe("completed");
        expect(await statusInDb(reservation.id)).toMatchObject({ completedAt: new Date(LATER) });
      });

      it("refuses every other change with 409", async () => {
        const { app } = ctx();
        const pending = await reservationIn("pending");
        expectRefused(await act(later, actor(), pending.id, "complete"), m.cannotComplete);

        const confirmed = await reservationIn("confirmed");
        expectRefused(await act(app, actor(), confirmed.id, "confirm"), m.cannotConfirm);

        const cancelled = await reservationIn("cancelled");
        expectRefused(await act(app, actor(), cancelled.id, "confirm"), m.cannotConfirm);
        expectRefused(await act(app, actor(), cancelled.id, "cancel"), m.cannotCancel);
        expectRefused(await act(later, actor(), cancelled.id, "complete"), m.cannotComplete);

        const completed = await reservationIn("completed");
        expectRefused(await act(later, actor(), completed.id, "confirm"), m.cannotConfirm);
        expectRefused(await act(later, actor(), completed.id, "cancel"), m.cannotCancel);
        expectRefused(await act(later, actor(), completed.id, "complete"), m.cannotComplete);
        expect((await statusInDb(completed.id))?.status).toBe("completed");
      });
    });
  }

  describe("by the booking user", () => {
    it("cancels an own pending or confirmed reservation while its start is ahead", async () => {
      for (const kind of ["pending", "confirmed"] as const) {
        const reservation = await reservationIn(kind);
        const cancelled = expectOk(await act(ctx().app, user, reservation.id, "cancel"), m.cancelled);
        expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "unpaid", paidAmount: 0 });
      }
    });

    it("cannot cancel once the start has passed", async () => {
      for (const kind of ["pending", "confirmed"] as const) {
        const reservation = await reservationIn(kind);
        expectRefused(await act(later, user, reservation.id, "cancel"), m.cannotCancel);
        expect((await statusInDb(reservation.id))?.status).toBe(kind);
      }
    });

    it("gets 403 for confirming or completing (the owner's actions), whatever the status", async () => {
      const forbidden = (response: Awaited<ReturnType<typeof act>>) => {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toEqual({ success: false, message: m.ownerActionOnly, data: null });
      };
      const pending = await reservationIn("pending");
      forbidden(await act(ctx().app, user, pending.id, "confirm"));
      forbidden(await act(later, user, pending.id, "complete"));
      const confirmed = await reservationIn("confirmed");
      forbidden(await act(later, user, confirmed.id, "complete"));
      forbidden(await act(later, user, confirmed.id, "confirm"));
      expect((await statusInDb(pending.id))?.status).toBe("pending");
      expect((await statusInDb(confirmed.id))?.status).toBe("confirmed");
    });

    it("cannot cancel a cancelled or completed reservation", async () => {
      const cancelled = await reservationIn("cancelled");
      expectRefused(await act(ctx().app, user, cancelled.id, "cancel"), m.cannotCancel);
      const completed = await reservationIn("completed");
      expectRefused(await act(later, user, completed.id, "cancel"), m.cannotCancel);
    });
  });

  describe("by anyone else", () => {
    it("answers 404 to other users and other owners, 401 to guests, 400 to a bad id", async () => {
      const { app } = ctx();
      const reservation = await reservationIn("pending");
      for (const account of [stranger, otherOwner]) {
        for (const action of ["confirm", "cancel", "complete"] as const) {
          const response = await act(app, account, reservation.id, action);
          expect(response.statusCode).toBe(404);
          expect(response.json().message).toBe(m.notFound);
        }
      }
      const guest = await app.inject({
        method: "PATCH",
        url: `/api/reservations/${reservation.id}/cancel`,
      });
      expect(guest.statusCode).toBe(401);
      expect(guest.json().message).toBe(httpMessages.unauthorized);
      const bad = await app.inject({
        method: "PATCH",
        url: "/api/reservations/0/cancel",
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.errors).toEqual([{ field: "id", message: m.invalidId }]);
      expect((await statusInDb(reservation.id))?.status).toBe("pending");
    });
  });

  describe("what a change leads to", () => {
    it("frees a cancelled hour for the next booking", async () => {
      const { app, database } = ctx();
      const facilityId = await createFacility(database.db, owner.id);
      const first = await book(app, user, facilityId, THURSDAY, "20:00");
      expectOk(await act(app, user, first.id, "cancel"), m.cancelled);

      const again = await book(app, stranger, facilityId, THURSDAY, "20:00");

      expect(again.id).not.toBe(first.id);
      const read = await get(app, `/api/reservations/${first.id}`, user);
      expect(read.json().data.status).toBe("cancelled");
    });

    it("applies one of two identical changes sent at the same time, 409 for the other", async () => {
      for (const action of ["confirm", "cancel"] as const) {
        const reservation = await reservationIn("pending", "tomorrow");
        const responses = await Promise.all([
          act(ctx().app, owner, reservation.id, action),
          act(later, admin, reservation.id, action),
        ]);

        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
        expect((await statusInDb(reservation.id))?.status).toBe(
          action === "confirm" ? "confirmed" : "cancelled",
        );
      }
    });
  });
});
