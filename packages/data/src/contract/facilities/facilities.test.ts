import { describe, expect, it } from "vitest";
import {
  cityListQuerySchema,
  districtListQuerySchema,
  facilityIdParamsSchema,
  facilityListQuerySchema,
  facilityMessages,
  foldSearch,
  foldTurkish,
  locationMessages,
  openingAndClosingTime,
  turkishSlug,
  workingHoursSchema,
  type WorkingDay,
} from "./index";
import { pagingMessages, totalPagesOf } from "../common";
import { weekdayKeys } from "../enums/weekdays";

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("foldTurkish", () => {
  it("folds every spelling of a Turkish word to the same ASCII text", () => {
    for (const text of ["kadikoy", "Kadıköy", "KADIKÖY", "KadıKöy", "KADİKÖY"])
      expect(foldTurkish(text)).toBe("kadikoy");
    expect(foldTurkish("ŞİŞLİ Gençlik Ğ Ü Ö Ç ı I i")).toBe("sisli genclik g u o c i i i");
    expect(foldTurkish("İstanbul")).toBe("istanbul");
    expect(foldTurkish("Isparta")).toBe("isparta");
  });

  it("drops other accents and handles decomposed input", () => {
    expect(foldTurkish("Kâğıthane")).toBe("kagithane");
    expect(foldTurkish("Kadıko\u0308y")).toBe("kadikoy");
    expect(foldTurkish("Çay, 12. Sokak")).toBe("cay, 12. sokak");
  });

  it("makes ASCII slugs and normalises search text", () => {
    expect(turkishSlug("İzmir")).toBe("izmir");
    expect(turkishSlug("19 Mayıs")).toBe("19-mayis");
    expect(turkishSlug("  Kadıköy! ")).toBe("kadikoy");
    expect(foldSearch("  KADIKÖY   Yıldız ")).toBe("kadikoy yildiz");
  });
});

describe("city and district list queries", () => {
  it("defaults to the first 100", () => {
    expect(cityListQuerySchema.parse({})).toEqual({ limit: 100, offset: 0 });
    expect(cityListQuerySchema.parse({ limit: "20", offset: "40" })).toEqual({ limit: 20, offset: 40 });
    expect(districtListQuerySchema.parse({ cityId: "34" })).toEqual({ cityId: 34, limit: 100, offset: 0 });
  });

  it("refuses bad paging and a missing or bad city", () => {
    for (const limit of ["0", "101", "-1", "abc", "1.5"]) {
      expect(messages(cityListQuerySchema.safeParse({ limit }))).toEqual([
        `limit: ${pagingMessages.invalidLimit}`,
      ]);
    }
    expect(messages(cityListQuerySchema.safeParse({ offset: "-3" }))).toEqual([
      `offset: ${pagingMessages.invalidOffset}`,
    ]);
    expect(messages(districtListQuerySchema.safeParse({}))).toEqual([
      `cityId: ${locationMessages.cityRequired}`,
    ]);
    expect(messages(districtListQuerySchema.safeParse({ cityId: "" }))).toEqual([
      `cityId: ${locationMessages.cityRequired}`,
    ]);
    for (const cityId of ["x", "0", "99999999999"]) {
      expect(messages(districtListQuerySchema.safeParse({ cityId }))).toEqual([
        `cityId: ${locationMessages.invalidCityId}`,
      ]);
    }
  });
});

describe("facility list query", () => {
  it("coerces every filter from query strings", () => {
    expect(
      facilityListQuerySchema.parse({
        limit: "5",
        offset: "10",
        city: "İstanbul",
        district: "7",
        minPrice: "100",
        maxPrice: "1500.50",
        rating: "4.5",
        search: "  Kadıköy ",
        status: "inactive",
      }),
    ).toEqual({
      limit: 5,
      offset: 10,
      city: { slug: "istanbul" },
      district: { id: 7 },
      minPrice: 100,
      maxPrice: 1500.5,
      rating: 4.5,
      search: "Kadıköy",
      status: "inactive",
    });
    expect(facilityListQuerySchema.parse({ city: "", search: " ", minPrice: "" })).toEqual({
      limit: 10,
      offset: 0,
    });
  });

  it("answers each bad value with its Turkish message", () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ limit: "0" }, `limit: ${pagingMessages.invalidLimit}`],
      [{ limit: "101" }, `limit: ${pagingMessages.invalidLimit}`],
      [{ offset: "-1" }, `offset: ${pagingMessages.invalidOffset}`],
      [{ minPrice: "-5" }, `minPrice: ${facilityMessages.invalidMinPrice}`],
      [{ maxPrice: "çok" }, `maxPrice: ${facilityMessages.invalidMaxPrice}`],
      [{ minPrice: "500", maxPrice: "100" }, `minPrice: ${facilityMessages.priceRange}`],
      [{ rating: "6" }, `rating: ${facilityMessages.invalidRating}`],
      [{ rating: "-1" }, `rating: ${facilityMessages.invalidRating}`],
      [{ search: "x".repeat(101) }, `search: ${facilityMessages.searchTooLong}`],
      [{ status: "deleted" }, `status: ${facilityMessages.invalidStatus}`],
      [{ city: "!!!" }, `city: ${facilityMessages.invalidCity}`],
      [{ district: "0" }, `district: ${facilityMessages.invalidDistrict}`],
      [{ limit: ["1", "2"] }, `limit: ${pagingMessages.invalidLimit}`],
    ];
    for (const [query, message] of cases)
      expect(messages(facilityListQuerySchema.safeParse(query))).toEqual([message]);
  });

  it("parses the detail id", () => {
    expect(facilityIdParamsSchema.parse({ id: "12" })).toEqual({ id: 12 });
    for (const id of ["abc", "0", "1e3", "3000000000"]) {
      expect(messages(facilityIdParamsSchema.safeParse({ id }))).toEqual([
        `id: ${facilityMessages.invalidId}`,
      ]);
    }
  });

  it("counts pages", () => {
    expect(totalPagesOf(0, 10)).toBe(0);
    expect(totalPagesOf(10, 10)).toBe(1);
    expect(totalPagesOf(11, 10)).toBe(2);
  });
});

describe("working hours", () => {
  const hours = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `${String((from + i) % 24).padStart(2, "0")}:00`);
  const week = (monday: Omit<WorkingDay, "day">, rest: Omit<WorkingDay, "day"> = monday): WorkingDay[] =>
    weekdayKeys.map((day, i) => ({ day, ...(i === 0 ? monday : rest) }));

  it("accepts 7 days Monday..Sunday only", () => {
    expect(workingHoursSchema.safeParse(week({ isOpen: true, hours: hours(9, 21) })).success).toBe(true);
    expect(workingHoursSchema.safeParse(week({ isOpen: true, hours: hours(9, 21) }).slice(1)).success).toBe(
      false,
    );
    expect(workingHoursSchema.safeParse(week({ isOpen: true, hours: hours(9, 21) }).reverse()).success).toBe(
      false,
    );
    expect(workingHoursSchema.safeParse(week({ isOpen: true, hours: ["09:00", "09:00"] })).success).toBe(
      false,
    );
    expect(workingHoursSchema.safeParse(week({ isOpen: true, hours: ["9:30"] })).success).toBe(false);
  });

  it("derives opening and closing time from the first open day", () => {
    expect(openingAndClosingTime(week({ isOpen: true, hours: hours(9, 22) }))).toEqual({
      openingTime: "09:00:00",
      closingTime: "22:00:00",
    });
    // past midnight, in any order
    expect(openingAndClosingTime(week({ isOpen: true, hours: [...hours(0, 2), ...hours(15, 23)] }))).toEqual({
      openingTime: "15:00:00",
      closingTime: "02:00:00",
    });
    expect(openingAndClosingTime(week({ isOpen: true, hours: hours(0, 23) }))).toEqual({
      openingTime: "00:00:00",
      closingTime: "23:00:00",
    });
    // a closed Monday: Tuesday is the first day
    expect(
      openingAndClosingTime(week({ isOpen: false, hours: [] }, { isOpen: true, hours: hours(10, 20) })),
    ).toEqual({
      openingTime: "10:00:00",
      closingTime: "20:00:00",
    });
    expect(openingAndClosingTime(week({ isOpen: false, hours: hours(9, 10) }))).toEqual({
      openingTime: "09:00:00",
      closingTime: "22:00:00",
    });
  });
});
