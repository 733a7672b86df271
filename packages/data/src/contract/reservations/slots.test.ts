import { describe, expect, it } from "vitest";
import { weekdayKeys } from "../enums/weekdays";
import type { WorkingDay } from "../facilities/facility";
import {
  BOOKING_HORIZON_DAYS,
  bookingAmounts,
  bookingPriceOf,
  depositFor,
  findSlot,
  isWeekend,
  priceForDate,
  slotInstants,
  slotLabel,
  slotsOfDay,
} from "./index";
import { addDays, isoWeekdayOf } from "../time";

const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String((from + i) % 24).padStart(2, "0")}:00`);

/** The same hours every day; `closed` lists ISO weekdays that are shut. */
const week = (open: string[], closed: number[] = []): WorkingDay[] =>
  weekdayKeys.map((day, i) => ({ day, isOpen: !closed.includes(i + 1), hours: open }));

// 2026-03-05 is a Thursday, 2026-03-06 a Friday, 2026-03-07 a Saturday, 2026-03-08 a Sunday.
const THURSDAY = "2026-03-05";
const FRIDAY = "2026-03-06";
const SATURDAY = "2026-03-07";
const SUNDAY = "2026-03-08";

describe("calendar helpers", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-03-05", 1)).toBe("2026-03-06");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-05", 90)).toBe("2026-06-03");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });

  it("knows the ISO weekday and the weekend", () => {
    expect([THURSDAY, FRIDAY, SATURDAY, SUNDAY, "2026-03-09"].map(isoWeekdayOf)).toEqual([4, 5, 6, 7, 1]);
    expect([THURSDAY, FRIDAY, SATURDAY, SUNDAY].map(isWeekend)).toEqual([false, false, true, true]);
  });

  it("labels a slot with its hour and the next, wrapping at midnight", () => {
    expect(slotLabel("18:00")).toBe("18:00 - 19:00");
    expect(slotLabel("23:00")).toBe("23:00 - 00:00");
    expect(slotLabel("00:00")).toBe("00:00 - 01:00");
  });

  it("books at most 90 days ahead", () => {
    expect(BOOKING_HORIZON_DAYS).toBe(90);
  });
});

describe("slotsOfDay", () => {
  it("lists a day's open hours in order, each an hour long, on that date", () => {
    const slots = slotsOfDay(week(hours(9, 22)), THURSDAY);

    expect(slots).toHaveLength(14);
    expect(slots[0]).toEqual({ date: THURSDAY, startTime: "09:00", endTime: "10:00", time: "09:00 - 10:00" });
    expect(slots.at(-1)).toEqual({
      date: THURSDAY,
      startTime: "22:00",
      endTime: "23:00",
      time: "22:00 - 23:00",
    });
  });

  it("puts the hours past midnight after 23:00, on the next calendar date", () => {
    const slots = slotsOfDay(week(hours(15, 26)), FRIDAY);

    expect(slots.map((slot) => slot.startTime)).toEqual(hours(15, 26));
    expect(slots.map((slot) => slot.date)).toEqual([...Array(9).fill(FRIDAY), ...Array(3).fill(SATURDAY)]);
    expect(slots[8]).toMatchObject({ startTime: "23:00", endTime: "00:00", time: "23:00 - 00:00" });
    // On the last day of the week the next date is the following Monday.
    expect(slotsOfDay(week(hours(15, 26)), SUNDAY).at(-1)).toMatchObject({
      date: "2026-03-09",
      startTime: "02:00",
    });
  });

  it("lists 24 hours of a day open around the clock, all on that date", () => {
    const slots = slotsOfDay(week(hours(0, 23)), THURSDAY);

    expect(slots.map((slot) => slot.startTime)).toEqual(hours(0, 23));
    expect(slots.every((slot) => slot.date === THURSDAY)).toBe(true);
    expect(slots.at(-1)).toMatchObject({ startTime: "23:00", endTime: "00:00" });
  });

  it("reads early hours with a gap before them as the morning of the same day", () => {
    const slots = slotsOfDay(week([...hours(0, 1), ...hours(9, 22)]), THURSDAY);

    expect(slots.map((slot) => slot.startTime)).toEqual([...hours(0, 1), ...hours(9, 22)]);
    expect(slots.every((slot) => slot.date === THURSDAY)).toBe(true);
  });

  it("lists nothing for a closed day or an open day without hours", () => {
    expect(slotsOfDay(week(hours(9, 22), [7]), SUNDAY)).toEqual([]);
    expect(slotsOfDay(week([]), THURSDAY)).toEqual([]);
    expect(slotsOfDay([], THURSDAY)).toEqual([]);
  });

  it("takes each weekday's own hours", () => {
    const workingHours = weekdayKeys.map((day, i) => ({
      day,
      isOpen: true,
      hours: i === 5 ? hours(8, 23) : hours(18, 21),
    }));
    expect(slotsOfDay(workingHours, SATURDAY)).toHaveLength(16);
    expect(slotsOfDay(workingHours, FRIDAY)).toHaveLength(4);
  });
});

describe("findSlot", () => {
  it("finds an hour of the day's own run", () => {
    expect(findSlot(week(hours(9, 22)), THURSDAY, "18:00")).toEqual({
      date: THURSDAY,
      startTime: "18:00",
      endTime: "19:00",
      time: "18:00 - 19:00",
    });
  });

  it("finds an hour past midnight in the previous day's run, by its calendar date", () => {
    expect(findSlot(week(hours(15, 26)), SATURDAY, "01:00")).toMatchObject({
      date: SATURDAY,
      startTime: "01:00",
    });
    // Friday is shut: Saturday 01:00 belonged to Friday night, so it is closed too.
    expect(findSlot(week(hours(15, 26), [5]), SATURDAY, "01:00")).toBeUndefined();
    // Saturday's own run starts at 15:00; its past-midnight hours are Sunday's.
    expect(findSlot(week(hours(15, 26), [5]), SATURDAY, "15:00")).toMatchObject({ date: SATURDAY });
  });

  it("finds nothing for a closed hour or a closed day", () => {
    expect(findSlot(week(hours(9, 22)), THURSDAY, "23:00")).toBeUndefined();
    expect(findSlot(week(hours(9, 22)), THURSDAY, "08:00")).toBeUndefined();
    expect(findSlot(week(hours(9, 22), [7]), SUNDAY, "10:00")).toBeUndefined();
    expect(findSlot(week(hours(15, 26)), FRIDAY, "03:00")).toBeUndefined();
  });
});

describe("slotInstants", () => {
  it("reads the slot in Istanbul time (UTC+3), whatever the host's zone", () => {
    expect(slotInstants({ date: THURSDAY, startTime: "18:00" })).toEqual({
      startsAt: new Date("2026-03-05T15:00:00.000Z"),
      endsAt: new Date("2026-03-05T16:00:00.000Z"),
    });
    expect(slotInstants({ date: SATURDAY, startTime: "01:00" }).startsAt.toISOString()).toBe(
      "2026-03-06T22:00:00.000Z",
    );
    expect(slotInstants({ date: THURSDAY, startTime: "23:00" }).endsAt.toISOString()).toBe(
      "2026-03-05T21:00:00.000Z",
    );
    expect(() => slotInstants({ date: "2026-02-30", startTime: "18:00" })).toThrow(RangeError);
  });
});

describe("priceForDate and depositFor", () => {
  const facility = { pricePerHour: 1000, weekendPricePerHour: 1300 };

  it("asks the weekend price on Saturday and Sunday when there is one", () => {
    expect(priceForDate(facility, THURSDAY)).toEqual({ price: 1000, isWeekendPrice: false });
    expect(priceForDate(facility, FRIDAY)).toEqual({ price: 1000, isWeekendPrice: false });
    expect(priceForDate(facility, SATURDAY)).toEqual({ price: 1300, isWeekendPrice: true });
    expect(priceForDate(facility, SUNDAY)).toEqual({ price: 1300, isWeekendPrice: true });
  });

  it("asks the hourly price on the weekend when there is no weekend price", () => {
    expect(priceForDate({ pricePerHour: 900, weekendPricePerHour: null }, SATURDAY)).toEqual({
      price: 900,
      isWeekendPrice: false,
    });
    expect(priceForDate({ pricePerHour: 900, weekendPricePerHour: 0 }, SUNDAY).price).toBe(900);
  });

  it("asks the facility's deposit, never more than the price, and none when there is none", () => {
    expect(depositFor({ depositAmount: 300 }, 1000)).toBe(300);
    expect(depositFor({ depositAmount: 2000 }, 1000)).toBe(1000);
    expect(depositFor({ depositAmount: null }, 1000)).toBe(0);
    expect(depositFor({ depositAmount: 0 }, 1000)).toBe(0);
    expect(depositFor({ depositAmount: -50 }, 1000)).toBe(0);
  });
});

describe("bookingPriceOf", () => {
  const facility = { pricePerHour: 1000, weekendPricePerHour: 1300, depositAmount: 300 };

  it("asks the chosen hour's own price, weekend by the hour's own date", () => {
    expect(bookingPriceOf(facility, FRIDAY, undefined, { date: SATURDAY, price: 1300 }, THURSDAY)).toEqual({
      price: 1300,
      isWeekendPrice: true,
      deposit: 300,
    });
  });

  it("asks the day's price from the slot list before any hour is chosen", () => {
    const day = { price: 1100, isWeekendPrice: false, depositAmount: 250 };
    expect(bookingPriceOf(facility, FRIDAY, day, null, THURSDAY)).toEqual({
      price: 1100,
      isWeekendPrice: false,
      deposit: 250,
    });
  });

  it("asks the facility's price for the date, or for today when the date is not one", () => {
    expect(bookingPriceOf(facility, SUNDAY, undefined, null, THURSDAY)).toEqual({
      price: 1300,
      isWeekendPrice: true,
      deposit: 300,
    });
    expect(bookingPriceOf(facility, "2026-02-30", undefined, null, THURSDAY).price).toBe(1000);
  });
});

describe("bookingAmounts", () => {
  describe("given a card payment", () => {
    it("takes the deposit now and the rest at the facility, or everything now without a deposit", () => {
      expect(bookingAmounts(1250, 300, "creditCard")).toEqual({ now: 300, atFacility: 950 });
      expect(bookingAmounts(1250, 0, "creditCard")).toEqual({ now: 1250, atFacility: 0 });
      expect(bookingAmounts(200, 300, "creditCard")).toEqual({ now: 200, atFacility: 0 });
      expect(bookingAmounts(1000.1, 300, "creditCard")).toEqual({ now: 300, atFacility: 700.1 });
    });
  });

  describe("given an on-site payment", () => {
    it("takes everything at the facility", () => {
      expect(bookingAmounts(1250, 300, "onsite")).toEqual({ now: 0, atFacility: 1250 });
    });
  });

  describe("given no method", () => {
    it("gives no split", () => {
      expect(bookingAmounts(1250, 300, "")).toBeNull();
      expect(bookingAmounts(1250, 300, undefined)).toBeNull();
    });
  });
});
