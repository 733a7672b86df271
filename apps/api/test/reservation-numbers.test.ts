import * as crypto from "node:crypto";
import type * as Crypto from "node:crypto";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { RESERVATION_NUMBER_PATTERN } from "../src/modules/reservations/service";
import { describeEachDatabase } from "./helpers/app";
import { TestClock } from "./helpers/fakes";
import { book, createAccount, createFacility, type Account } from "./helpers/reservations";

// randomInt is the reservation number's only source of chance: the test makes it repeat.
vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof Crypto>();
  return { ...original, randomInt: vi.fn(original.randomInt) };
});

describeEachDatabase(
  "reservations: numbers",
  (ctx) => {
    let user: Account;
    let facilityId: number;

    beforeAll(async () => {
      const { app, database } = ctx();
      const owner = await createAccount(app, database.db, { role: "facility_owner" });
      user = await createAccount(app, database.db);
      facilityId = await createFacility(database.db, owner.id);
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
  },
  { env: { RATE_LIMIT_MAX: "100000" }, services: { clock: new TestClock("2026-03-04T09:30:00.000Z") } },
);
