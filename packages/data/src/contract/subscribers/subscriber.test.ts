import { describe, expect, it } from "vitest";
import { weekdayKeys } from "../enums/weekdays";
import type { WorkingDay } from "../facilities/facility";
import { subscriberExceptionMessages as em, subscriberMessages as m } from "./messages";
import {
  createSubscriberBodySchema,
  exceptionDateProblem,
  placeSubscriberHours,
  subscriberDayName,
  subscriberDurationHours,
  subscriberFieldsSchema,
  subscriberOccurrence,
  weeklyHoursOverlap,
} from "./subscriber";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String((from + i) % 24).padStart(2, "0")}:00`);
const week = (hours: string[], closed: number[] = []): WorkingDay[] =>
  weekdayKeys.map((day, i) => ({ day, isOpen: !closed.includes(i + 1), hours }));

describe("subscriber fields", () => {
  it("accepts the form's strings and normalises them", () => {
    const parsed = subscriberFieldsSchema.parse({
      contactName: " Ahmet ",
      contactPhone: "0532 123 45 67",
      contactEmail: "",
      dayOfWeek: "2",
      startTime: "20:00:00",
      endTime: "21:00",
      notes: "",
      status: "",
    });
    expect(parsed).toEqual({
      contactName: "Ahmet",
      contactPhone: "05321234567",
      contactEmail: undefined,
      dayOfWeek: 2,
      startTime: "20:00",
      endTime: "21:00",
      notes: undefined,
      status: "active",
    });
  });

  it("names every missing required field in Turkish", () => {
    const result = createSubscriberBodySchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        m.facilityRequired,
        m.nameRequired,
        m.phoneRequired,
        m.dayRequired,
        m.startRequired,
        m.endRequired,
      ]),
    );
  });

  it("refuses an empty range and hours off the hour", () => {
    const base = { contactName: "A", contactPhone: "5321234567", dayOfWeek: 1 };
    const empty = subscriberFieldsSchema.safeParse({ ...base, startTime: "20:00", endTime: "20:00" });
    expect(empty.error?.issues).toEqual([
      expect.objectContaining({ path: ["endTime"], message: m.rangeEmpty }),
    ]);
    const half = subscriberFieldsSchema.safeParse({ ...base, startTime: "20:30", endTime: "21:00" });
    expect(half.error?.issues).toEqual([
      expect.objectContaining({ path: ["startTime"], message: m.timeInvalid }),
    ]);
  });
});

describe("subscriber hours on the facility's week", () => {
  it("counts hours, past midnight when the end is earlier", () => {
    expect(subscriberDurationHours("20:00", "22:00")).toBe(2);
    expect(subscriberDurationHours("23:00", "02:00")).toBe(3);
    expect(subscriberDurationHours("23:00", "00:00")).toBe(1);
    expect(subscriberDurationHours("20:00", "20:00")).toBe(0);
  });

  it("places hours inside the working hours of the day", () => {
    expect(placeSubscriberHours(week(range(9, 22)), 2, "20:00", "22:00")).toEqual({
      ok: true,
      placement: { dayOffset: 0, durationHours: 2 },
    });
    expect(placeSubscriberHours(week(range(9, 22)), 2, "22:00", "23:00")).toMatchObject({ ok: true });
    expect(placeSubscriberHours(week(range(9, 22)), 2, "08:00", "10:00")).toEqual({
      ok: false,
      field: "startTime",
      message: m.hoursClosed,
    });
    expect(placeSubscriberHours(week(range(9, 22), [2]), 2, "20:00", "21:00")).toMatchObject({ ok: false });
  });

  it("lets a range pass midnight only where the facility is open", () => {
    const late = week(range(15, 26));
    expect(placeSubscriberHours(late, 5, "23:00", "02:00")).toEqual({
      ok: true,
      placement: { dayOffset: 0, durationHours: 3 },
    });
    expect(placeSubscriberHours(late, 5, "01:00", "03:00")).toEqual({
      ok: true,
      placement: { dayOffset: 1, durationHours: 2 },
    });
    expect(placeSubscriberHours(late, 5, "23:00", "04:00")).toEqual({
      ok: false,
      field: "endTime",
      message: m.rangeReversed,
    });
    expect(placeSubscriberHours(week(range(9, 22)), 5, "21:00", "20:00")).toMatchObject({
      field: "endTime",
      message: m.rangeReversed,
    });
    // Open around the clock: 23:00-01:00 continues into the next day's first hour.
    expect(placeSubscriberHours(week(range(0, 23)), 7, "23:00", "01:00")).toMatchObject({ ok: true });
  });

  it("puts an occurrence at Istanbul's wall-clock hours", () => {
    const occurrence = subscriberOccurrence(
      { startTime: "23:00", dayOffset: 0, durationHours: 3 },
      "2026-03-06",
    );
    expect(occurrence.startsAt.toISOString()).toBe("2026-03-06T20:00:00.000Z");
    expect(occurrence.endsAt.toISOString()).toBe("2026-03-06T23:00:00.000Z");
    const small = subscriberOccurrence({ startTime: "01:00", dayOffset: 1, durationHours: 2 }, "2026-03-06");
    expect(small.startsAt.toISOString()).toBe("2026-03-06T22:00:00.000Z");
  });

  it("finds weekly overlaps, also across Sunday midnight", () => {
    const at = (dayOfWeek: number, startTime: string, durationHours: number, dayOffset = 0) => ({
      dayOfWeek,
      startTime,
      durationHours,
      dayOffset,
    });
    expect(weeklyHoursOverlap(at(2, "20:00", 2), at(2, "21:00", 1))).toBe(true);
    expect(weeklyHoursOverlap(at(2, "20:00", 1), at(2, "21:00", 1))).toBe(false);
    expect(weeklyHoursOverlap(at(2, "20:00", 1), at(3, "20:00", 1))).toBe(false);
    expect(weeklyHoursOverlap(at(2, "23:00", 3), at(3, "01:00", 1, 0))).toBe(true);
    expect(weeklyHoursOverlap(at(7, "23:00", 2), at(1, "00:00", 1))).toBe(true);
    expect(weeklyHoursOverlap(at(1, "00:00", 1), at(7, "23:00", 2))).toBe(true);
  });
});

describe("exception dates", () => {
  it("must fall on the subscriber's weekday and not before today", () => {
    expect(exceptionDateProblem(2, "2026-03-10", "2026-03-04")).toBeNull();
    expect(exceptionDateProblem(3, "2026-03-04", "2026-03-04")).toBeNull();
    expect(exceptionDateProblem(2, "2026-03-03", "2026-03-04")).toBe(em.datePast);
    expect(exceptionDateProblem(2, "2026-03-11", "2026-03-04")).toBe(
      "İstisna tarihi abonenin günü olan Salı gününe denk gelmelidir",
    );
  });

  it("names days in Turkish, 1 Monday to 7 Sunday", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(subscriberDayName)).toEqual([
      "Pazartesi",
      "Salı",
      "Çarşamba",
      "Perşembe",
      "Cuma",
      "Cumartesi",
      "Pazar",
    ]);
  });
});
