import { describe, expect, it } from "vitest";
import { closingHourEnd, formatHourMinute, openingHoursLabel } from "./hours";

describe("formatHourMinute", () => {
  it("cuts seconds and pads the hour", () => {
    expect(formatHourMinute("09:00:00")).toBe("09:00");
    expect(formatHourMinute("22:30")).toBe("22:30");
    expect(formatHourMinute("9:05")).toBe("09:05");
  });

  describe("given nothing or something else", () => {
    it("returns empty text or the input", () => {
      expect(formatHourMinute(null)).toBe("");
      expect(formatHourMinute(undefined)).toBe("");
      expect(formatHourMinute("öğlen")).toBe("öğlen");
    });
  });
});

describe("opening hours as people read them", () => {
  it("closes at the end of the last open hour, past midnight too", () => {
    expect(closingHourEnd("22:00:00")).toBe("23:00");
    expect(closingHourEnd("23:00:00")).toBe("00:00");
    expect(openingHoursLabel("15:00:00", "02:00:00")).toBe("15:00 - 03:00");
  });
});
