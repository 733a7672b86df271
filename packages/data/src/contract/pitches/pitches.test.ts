import { describe, expect, it } from "vitest";
import { pitchCreateSchema, pitchSchema } from "./pitch";
import { pitchMessages } from "./messages";
import { pickFreePitch, pitchPriceForDate } from "./rules";

const facility = { pricePerHour: 1000, weekendPricePerHour: 1200 };
// 2026-12-02 is a Wednesday, 2026-12-05 a Saturday.
const weekday = "2026-12-02";
const saturday = "2026-12-05";

describe("pitchPriceForDate", () => {
  it("takes the facility's prices when the pitch has none", () => {
    const pitch = { pricePerHour: null, weekendPricePerHour: null };
    expect(pitchPriceForDate(pitch, facility, weekday)).toEqual({ price: 1000, isWeekendPrice: false });
    expect(pitchPriceForDate(pitch, facility, saturday)).toEqual({ price: 1200, isWeekendPrice: true });
  });

  it("prefers the pitch's own prices", () => {
    const pitch = { pricePerHour: 800, weekendPricePerHour: 900 };
    expect(pitchPriceForDate(pitch, facility, weekday)).toEqual({ price: 800, isWeekendPrice: false });
    expect(pitchPriceForDate(pitch, facility, saturday)).toEqual({ price: 900, isWeekendPrice: true });
  });

  it("falls back step by step on a weekend hour", () => {
    const ownHourly = { pricePerHour: 800, weekendPricePerHour: null };
    expect(pitchPriceForDate(ownHourly, facility, saturday)).toEqual({ price: 1200, isWeekendPrice: true });
    const noWeekend = { pricePerHour: 1000, weekendPricePerHour: null };
    expect(pitchPriceForDate(ownHourly, noWeekend, saturday)).toEqual({ price: 800, isWeekendPrice: false });
    expect(pitchPriceForDate({ pricePerHour: null, weekendPricePerHour: 1500 }, noWeekend, weekday)).toEqual({
      price: 1000,
      isWeekendPrice: false,
    });
  });
});

describe("pickFreePitch", () => {
  const pitches = [
    { id: 7, status: "active" as const, sortOrder: 2 },
    { id: 5, status: "maintenance" as const, sortOrder: 0 },
    { id: 9, status: "active" as const, sortOrder: 1 },
    { id: 3, status: "active" as const, sortOrder: 1 },
  ];

  it("picks the free active pitch of the lowest sortOrder, then the lowest id", () => {
    expect(pickFreePitch(pitches, [5, 7, 9, 3])?.id).toBe(3);
    expect(pickFreePitch(pitches, [7, 9])?.id).toBe(9);
    expect(pickFreePitch(pitches, new Set([7]))?.id).toBe(7);
  });

  it("never picks a pitch in maintenance and answers null when nothing is free", () => {
    expect(pickFreePitch(pitches, [5])).toBeNull();
    expect(pickFreePitch(pitches, [])).toBeNull();
  });
});

describe("pitch schemas", () => {
  it("fills the defaults of a new pitch", () => {
    expect(pitchCreateSchema.parse({ name: " Saha 2 ", playersPerSide: 7 })).toEqual({
      name: "Saha 2",
      playersPerSide: 7,
      indoor: false,
      pricePerHour: null,
      weekendPricePerHour: null,
      status: "active",
    });
  });

  it("refuses a size outside 5-11 and an empty name in Turkish", () => {
    const result = pitchCreateSchema.safeParse({ name: "", playersPerSide: 12 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(pitchMessages.nameRequired);
    expect(messages).toContain(pitchMessages.invalidPlayersPerSide);
  });

  it("reads a pitch answer", () => {
    const pitch = {
      id: 1,
      facilityId: 2,
      name: "Saha 1",
      playersPerSide: 7,
      indoor: true,
      pricePerHour: null,
      weekendPricePerHour: 900,
      status: "maintenance",
      sortOrder: 0,
    };
    expect(pitchSchema.parse(pitch)).toEqual(pitch);
  });
});
