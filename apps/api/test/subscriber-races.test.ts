import { reservationMessages, subscriberMessages as m } from "@halisaha/data/contract";
import { and, count, eq, ne } from "drizzle-orm";
import { expect, it } from "vitest";
import { reservations, subscribers } from "../src/db/schema";
import { describeRaces } from "./helpers/reservation-suite";
import { bookingBody, createAccount, createFacility, postReservation } from "./helpers/reservations";
import { postSubscriber, putSubscriber, regular } from "./helpers/subscribers";

// Now is Wednesday 4 March 2026, 12:30 in Istanbul; next Tuesday is 10 March.
const TUESDAY = "2026-03-10";
const ROUNDS = 12;

describeRaces("subscribers: a booking and a subscriber for one hour at once", (ctx) => {
  async function holders(facilityId: number) {
    const { db } = ctx();
    const [booked] = await db
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.facilityId, facilityId), ne(reservations.status, "cancelled")));
    const [regulars] = await db
      .select({ n: count() })
      .from(subscribers)
      .where(and(eq(subscribers.facilityId, facilityId), eq(subscribers.status, "active")));
    return (booked?.n ?? 0) + (regulars?.n ?? 0);
  }

  it(`never lets both win, in ${ROUNDS} rounds of simultaneous requests from two API instances`, async () => {
    const { first, second: secondApp, db } = ctx();
    const owner = await createAccount(first.app, db, { role: "facility_owner" });
    const players = await Promise.all(Array.from({ length: 3 }, () => createAccount(first.app, db)));
    const outcomes = { booking: 0, subscriber: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const facilityId = await createFacility(db, owner.id);
      const [subscriberApp, bookingApp] = round % 2 === 0 ? [first.app, secondApp] : [secondApp, first.app];
      const responses = await Promise.all([
        postSubscriber(subscriberApp, owner, regular(facilityId)),
        ...players.map((player, i) =>
          postReservation(
            i % 2 === 0 ? bookingApp : subscriberApp,
            player,
            bookingBody(facilityId, TUESDAY, "20:00"),
          ),
        ),
      ]);
      const [subscriber, ...bookings] = responses;
      const won = bookings.filter((response) => response.statusCode === 201);
      for (const response of bookings.filter((r) => r.statusCode !== 201)) {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().message).toBe(reservationMessages.slotTaken);
      }
      if (subscriber!.statusCode === 201) {
        expect(won).toHaveLength(0);
        outcomes.subscriber += 1;
      } else {
        expect(subscriber!.statusCode, subscriber!.body).toBe(409);
        expect(subscriber!.json().message).toContain(m.clashPrefix);
        expect(won).toHaveLength(1);
        outcomes.booking += 1;
      }
      expect(await holders(facilityId)).toBe(1);
    }
    expect(outcomes.booking + outcomes.subscriber).toBe(ROUNDS);
  });

  it("never lets a re-activated subscriber and a booking of its hour both win", async () => {
    const { first, second: secondApp, db } = ctx();
    const owner = await createAccount(first.app, db, { role: "facility_owner" });
    const player = await createAccount(first.app, db);
    for (let round = 0; round < ROUNDS; round += 1) {
      const facilityId = await createFacility(db, owner.id);
      const created = await postSubscriber(first.app, owner, regular(facilityId, { status: "inactive" }));
      const id = created.json().data.items.id as number;
      const [activate, booking] = await Promise.all([
        putSubscriber(round % 2 === 0 ? first.app : secondApp, owner, id, regular(facilityId)),
        postReservation(
          round % 2 === 0 ? secondApp : first.app,
          player,
          bookingBody(facilityId, TUESDAY, "20:00"),
        ),
      ]);
      expect([activate!.statusCode, booking!.statusCode].sort()).toEqual(
        activate!.statusCode === 200 ? [200, 409] : [201, 409],
      );
      expect(await holders(facilityId)).toBe(1);
    }
  });

  it("never lets two overlapping subscribers both win", async () => {
    const { first, second: secondApp, db } = ctx();
    const owner = await createAccount(first.app, db, { role: "facility_owner" });
    for (let round = 0; round < ROUNDS; round += 1) {
      const facilityId = await createFacility(db, owner.id);
      const responses = await Promise.all([
        postSubscriber(first.app, owner, regular(facilityId, { startTime: "19:00", endTime: "21:00" })),
        postSubscriber(secondApp, owner, regular(facilityId, { startTime: "20:00", endTime: "22:00" })),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await holders(facilityId)).toBe(1);
    }
  });
});
