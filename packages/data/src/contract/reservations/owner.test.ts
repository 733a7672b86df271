import { describe, expect, it } from "vitest";
import type { WorkingDay } from "../facilities/facility";
import { weekdayKeys } from "../enums/weekdays";
import {
  businessDateOf,
  datesFromTo,
  mondayOf,
  reservationMessages as m,
  weeklyCalendarQuerySchema,
} from "./index";
import { daysBetween } from "../time";

const week = (hours: string[]): WorkingDay[] => weekdayKeys.map((day) => ({ day, isOpen: true, hours }));
const evenings = week(["15:00", "16:00", "23:00", "00:00", "01:00", "02:00"]);

describe("week helpers", () => {
  it("counts days and finds the Monday of a week", () => {
    expect(daysBetween("2026-02-26", "2026-03-02")).toBe(4);
    expect(daysBetween("2026-03-02", "2026-02-26")).toBe(-4);
    expect(mondayOf("2026-03-01")).toBe("2026-02-23");
    expect(mondayOf("2026-03-02")).toBe("2026-03-02");
    expect(datesFromTo("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
});

describe("businessDateOf", () => {
  it("gives an hour past midnight to the evening it continues", () => {
    expect(businessDateOf(evenings, "2026-03-09", "01:00")).toBe("2026-03-08");
    expect(businessDateOf(evenings, "2026-03-08", "23:00")).toBe("2026-03-08");
  });

  it("keeps the calendar date when the day itself has the hour or nobody does", () => {
    const allDay = week(Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`));
    expect(businessDateOf(allDay, "2026-03-09", "01:00")).toBe("2026-03-09");
    expect(businessDateOf(evenings, "2026-03-09", "08:00")).toBe("2026-03-09");
  });
});

describe("weeklyCalendarQuerySchema", () => {
  const parse = (query: Record<string, string>) => weeklyCalendarQuerySchema.safeParse(query);

  it("accepts up to seven days", () => {
    expect(parse({ facilityId: "3", startDate: "2026-03-02", endDate: "2026-03-08" }).data).toEqual({
      facilityId: 3,
      startDate: "2026-03-02",
      endDate: "2026-03-08",
    });
  });

  it("refuses eight days, a reversed range and bad dates with the field's text", () => {
    const issues = (query: Record<string, string>) =>
      parse(query).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ facilityId: "3", startDate: "2026-03-02", endDate: "2026-03-09" })).toEqual([
      ["endDate", m.calendarRangeTooLong],
    ]);
    expect(issues({ facilityId: "3", startDate: "2026-03-08", endDate: "2026-03-02" })).toEqual([
      ["startDate", m.invalidDateRange],
    ]);
    expect(issues({ facilityId: "3", startDate: "2026-02-30", endDate: "2026-03-02" })).toEqual([
      ["startDate", m.dateInvalid],
    ]);
  });
});
