import * as crypto from "node:crypto";
import type * as Crypto from "node:crypto";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { RESERVATION_NUMBER_PATTERN } from "../src/modules/reservations/service";
import { describeReservations } from "./helpers/reservation-suite";
import { book, createFacility, type Account } from "./helpers/reservations";

// randomInt is the reservation number's only source of chance: the test makes it repeat.
vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof Crypto>();
  return { ...original, randomInt: vi.fn(original.randomInt) };
});

describeReservations("reservations: numbers", (ctx) => {
  let user: Account;
  let facilityId: number;

  beforeAll(async () => {
    const { db, cast } = ctx();
    user = cast.user;
    facilityId = await createFacility(db, cast.owner.id);
  });

  afterEach(() => {
    vi.mocked(crypto.randomInt).mockReset();
  });

  it("draws another number when the one drawn is taken", async () => {
    // The first two draws both give HS-AAAAAA; later draws are random again.
    let draws = 0;
    const original = await vi.importActual<typeof Crypto>("node:crypto");
    vi.mocked(crypto.randomInt).mockImplementation(((max: number) =>
      draws++ < 12 ? 0 : original.randomInt(max)) as typeof crypto.randomInt);

    const first = await book(ctx().app, user, facilityId, "2026-03-05", "10:00");
    const second = await book(ctx().app, user, facilityId, "2026-03-05", "11:00");

    expect(first.reservationNumber).toBe("HS-AAAAAA");
    expect(second.reservationNumber).not.toBe("HS-AAAAAA");
    expect(second.reservationNumber).toMatch(RESERVATION_NUMBER_PATTERN);
  });
});
