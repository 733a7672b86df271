import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  dateOfYmd,
  formatDateTr,
  formatLongDate,
  isoWeekdayOf,
  istanbulInstant,
  istanbulNowParts,
  istanbulToday,
  istanbulYear,
  parseYmd,
  ymdOf,
} from "./time";

/** Host zones the helpers must not care about. Node applies a TZ change at once. */
const hostZones = ["UTC", "America/Los_Angeles", "Pacific/Kiritimati", "Asia/Tokyo", "Europe/Istanbul"];
const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

function inEveryHostZone(check: () => void) {
  for (const zone of hostZones) {
    process.env.TZ = zone;
    check();
  }
}

describe("istanbulToday", () => {
  describe("given 2026-11-21T22:30:00Z (01:30 the next day in Istanbul)", () => {
    it("is 2026-11-22 whatever the host's zone", () => {
      inEveryHostZone(() => expect(istanbulToday(new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-22"));
    });
  });

  describe("given 2026-11-21T20:59:59Z (23:59:59 in Istanbul)", () => {
    it("is still 2026-11-21", () => {
      inEveryHostZone(() => expect(istanbulToday(new Date("2026-11-21T20:59:59Z"))).toBe("2026-11-21"));
    });
  });

  describe("given a summer instant", () => {
    it("uses +3 as well (no DST)", () => {
      inEveryHostZone(() => expect(istanbulToday(new Date("2026-07-15T21:00:00Z"))).toBe("2026-07-16"));
    });
  });

  describe("given the turn of the year", () => {
    it("moves to the new year at 21:00 UTC", () => {
      expect(istanbulToday(new Date("2026-12-31T21:00:00Z"))).toBe("2027-01-01");
      expect(istanbulToday(new Date("2026-12-31T20:59:00Z"))).toBe("2026-12-31");
    });
  });
});

describe("istanbulNowParts", () => {
  it("gives Istanbul's wall clock and ISO weekday", () => {
    inEveryHostZone(() =>
      expect(istanbulNowParts(new Date("2026-11-21T22:30:05Z"))).toEqual({
        date: "2026-11-22",
        year: 2026,
        month: 11,
        day: 22,
        hour: 1,
        minute: 30,
        second: 5,
        time: "01:30",
        isoWeekday: 7,
      }),
    );
  });

  it("reports midnight as hour 0", () => {
    const parts = istanbulNowParts(new Date("2026-11-22T21:00:00Z"));
    expect([parts.date, parts.hour, parts.time, parts.isoWeekday]).toEqual(["2026-11-23", 0, "00:00", 1]);
  });
});

describe("istanbulInstant", () => {
  it("turns an Istanbul date and hour into the UTC instant", () => {
    inEveryHostZone(() => {
      expect(istanbulInstant("2026-11-22", "01:30")?.toISOString()).toBe("2026-11-21T22:30:00.000Z");
      expect(istanbulInstant("2026-11-22", "20:00:00")?.toISOString()).toBe("2026-11-22T17:00:00.000Z");
    });
  });

  it("round-trips with istanbulNowParts", () => {
    const instant = istanbulInstant("2026-03-29", "03:00");
    expect(instant && istanbulNowParts(instant).date).toBe("2026-03-29");
    expect(instant && istanbulNowParts(instant).time).toBe("03:00");
  });

  describe("given an impossible date or time", () => {
    it("is null", () => {
      expect(istanbulInstant("2026-02-30", "10:00")).toBeNull();
      expect(istanbulInstant("2026-11-22", "24:00")).toBeNull();
      expect(istanbulInstant("22.11.2026")).toBeNull();
    });
  });
});

describe("parseYmd", () => {
  it("accepts real dates only", () => {
    expect(parseYmd("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseYmd("2026-02-29")).toBeNull();
    expect(parseYmd("2026-1-5")).toBeNull();
  });
});

describe("formatDateTr", () => {
  it("writes the calendar date in Turkish whatever the host's zone", () => {
    inEveryHostZone(() => {
      expect(formatDateTr("2026-11-22")).toBe("22 Kasım 2026");
      expect(formatDateTr("2026-01-01")).toBe("1 Ocak 2026");
    });
  });

  it("takes other Intl options", () => {
    expect(formatDateTr("2026-11-22", { weekday: "long", day: "numeric", month: "long" })).toBe(
      "22 Kasım Pazar",
    );
  });

  describe("given text that is not a date", () => {
    it("returns it unchanged", () => {
      expect(formatDateTr("yarın")).toBe("yarın");
    });
  });
});

describe("the calendar steps", () => {
  describe("given the DST changes of other zones", () => {
    it("steps over them without losing a day, whatever the host's zone", () => {
      inEveryHostZone(() => {
        expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
        expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
        expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
        expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
        expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
      });
    });
  });

  it("knows the ISO weekday", () => {
    expect(isoWeekdayOf("2026-11-21")).toBe(6);
    expect(isoWeekdayOf("2026-11-22")).toBe(7);
    expect(isoWeekdayOf("2026-11-23")).toBe(1);
  });
});

describe("dateOfYmd and ymdOf", () => {
  it("turn a calendar date into its noon in Istanbul and back, whatever the host's zone", () => {
    inEveryHostZone(() => {
      const noon = dateOfYmd("2026-11-21");
      expect(noon?.getTime()).toBe(Date.UTC(2026, 10, 21, 9));
      expect(ymdOf(noon as Date)).toBe("2026-11-21");
      expect(ymdOf(new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-22");
      expect(ymdOf(Date.UTC(2026, 10, 21, 20, 59, 59))).toBe("2026-11-21");
    });
  });

  describe("given a date that does not exist or no date", () => {
    it("is null", () => {
      expect(dateOfYmd("2026-02-30")).toBeNull();
      expect(dateOfYmd("21.11.2026")).toBeNull();
      expect(dateOfYmd("")).toBeNull();
      expect(dateOfYmd(null)).toBeNull();
      expect(dateOfYmd(undefined)).toBeNull();
    });
  });
});

describe("formatLongDate", () => {
  it("writes the date in Turkish with the weekday, whatever the host's zone", () => {
    inEveryHostZone(() => {
      expect(formatLongDate("2026-11-21")).toBe("21 Kasım 2026 Cumartesi");
      expect(formatLongDate("2026-11-22")).toBe("22 Kasım 2026 Pazar");
      expect(formatLongDate("2027-01-04")).toBe("4 Ocak 2027 Pazartesi");
    });
  });

  describe("given text that is not a date", () => {
    it("returns it unchanged", () => {
      expect(formatLongDate("yarın")).toBe("yarın");
    });
  });
});

describe("istanbulYear", () => {
  it("turns with Istanbul's new year, whatever the host's zone", () => {
    inEveryHostZone(() => {
      expect(istanbulYear(new Date("2026-12-31T20:59:59Z"))).toBe(2026);
      expect(istanbulYear(new Date("2026-12-31T21:00:00Z"))).toBe(2027);
    });
  });
});
