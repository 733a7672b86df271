import { describe, expect, it } from "vitest";
import { formatOpenHours } from "./working-hours";

/** Every hour from `from` up to and including `to`, round the clock: hourRange(22, 1) → 22..01. */
const hourRange = (from: number, to: number) => {
  const hours: string[] = [];
  for (let hour = from; ; hour = (hour + 1) % 24) {
    hours.push(`${String(hour).padStart(2, "0")}:00`);
    if (hour === to || hours.length === 24) return hours;
  }
};

describe("formatOpenHours", () => {
  describe("given one run of hours", () => {
    it("ends one hour after the last start, '23:00' giving '00:00'", () => {
      expect(formatOpenHours(hourRange(9, 21))).toEqual(["09:00 - 22:00"]);
      expect(formatOpenHours(hourRange(9, 23))).toEqual(["09:00 - 00:00"]);
    });
  });

  describe("given a run past midnight", () => {
    it("keeps it as one range", () => {
      expect(formatOpenHours(hourRange(15, 2))).toEqual(["15:00 - 03:00"]);
    });
  });

  describe("given a break, seconds, all or no hours", () => {
    it("lists the ranges, reads 'HH:00:00', says '24 saat açık' or nothing", () => {
      expect(formatOpenHours(["14:00:00", "09:00:00", "10:00:00", "15:00:00"])).toEqual([
        "09:00 - 11:00",
        "14:00 - 16:00",
      ]);
      expect(formatOpenHours(hourRange(0, 23))).toEqual(["24 saat açık"]);
      expect(formatOpenHours([])).toEqual([]);
    });
  });
});
