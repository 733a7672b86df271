import { facilityListQuerySchema } from "@halisaha/data";
import { describe, expect, it } from "vitest";
import {
  readPlace,
  readPrice,
  readRating,
  readTypedPrice,
  readSearch,
  changeFilters,
  emptyFilters,
  facilitiesHref,
  facilitiesRequestOf,
  filtersFromSearchParams,
  hasActiveFilters,
  searchParamsOf,
} from "./filters";
import { mapSearchHref, telHref, websiteHref } from "./facility-links";

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe("the readers of the URL's values", () => {
  /** What the contract's schema makes of one query value; null when it refuses it. */
  const contract = (name: "search" | "city" | "minPrice" | "rating", raw: string) => {
    const parsed = facilityListQuerySchema.safeParse({ [name]: raw });
    return parsed.success ? (parsed.data[name] ?? null) : null;
  };

  it("agree with the contract's facilityListQuerySchema", () => {
    for (const raw of ["", " ", "kadikoy", "  Kadıköy  ", "x".repeat(100), "x".repeat(101)])
      expect(readSearch(raw)).toBe(contract("search", raw) ?? "");
    for (const raw of [
      "istanbul",
      "İstanbul",
      " 19 Mayıs ",
      "34",
      "0",
      "2147483648",
      "!!!",
      "",
      "a".repeat(101),
    ]) {
      const place = contract("city", raw) as { id: number } | { slug: string } | null;
      expect(readPlace(raw)).toBe(place === null ? "" : "id" in place ? String(place.id) : place.slug);
    }
    for (const raw of [
      "0",
      "500",
      " 1000 ",
      "1250.5",
      "1250.55",
      "1250.555",
      "-5",
      "abc",
      "1e3",
      "1234567890",
      "",
    ])
      expect(readPrice(raw)).toBe(contract("minPrice", raw));
    for (const raw of ["0", "3", "4.5", "4.75", "5", "5.01", "6", "4.555", "-1", "x", ""])
      expect(readRating(raw)).toBe(contract("rating", raw));
  });
});

describe("filtersFromSearchParams", () => {
  it("reads every filter of the URL", () => {
    expect(
      parse(
        "search=%20Kad%C4%B1k%C3%B6y%20&city=istanbul&district=kadikoy&minPrice=500&maxPrice=1000.5&rating=4.5&sort=price_asc&page=3",
      ),
    ).toEqual({
      search: "Kadıköy",
      city: "istanbul",
      district: "kadikoy",
      minPrice: 500,
      maxPrice: 1000.5,
      rating: 4.5,
      sort: "price_asc",
      page: 3,
    });
  });

  it("keeps the order in the URL, leaving out the default and what the API would refuse", () => {
    for (const sort of ["price_asc", "price_desc", "newest"] as const) {
      expect(parse(`sort=${sort}`).sort).toBe(sort);
      expect(searchParamsOf({ ...emptyFilters, sort }).toString()).toBe(`sort=${sort}`);
      expect(facilitiesRequestOf({ ...emptyFilters, sort })).toMatchObject({ sort });
      expect(facilityListQuerySchema.safeParse({ sort }).success).toBe(true);
    }
    expect(parse("sort=cheapest").sort).toBe("rating");
    expect(facilityListQuerySchema.safeParse({ sort: "cheapest" }).success).toBe(false);
    expect(searchParamsOf(emptyFilters).toString()).toBe("");
    expect(facilitiesRequestOf(emptyFilters)).toMatchObject({ sort: null });
  });

  it("keeps ids for places and folds a Turkish city name to its slug", () => {
    expect(parse("city=34&district=1421")).toMatchObject({ city: "34", district: "1421" });
    expect(parse("city=%C4%B0zmir")).toMatchObject({ city: "izmir" });
  });

  it("leaves out what the API would refuse", () => {
    expect(parse("minPrice=abc&maxPrice=-1&rating=7&page=0&city=!!!&district=0&search=")).toEqual(
      emptyFilters,
    );
    expect(parse("page=abc")).toMatchObject({ page: 1 });
    expect(parse("rating=0")).toMatchObject({ rating: null });
    expect(parse(`search=${"x".repeat(101)}`)).toMatchObject({ search: "" });
  });

  it("drops a minimum above the maximum", () => {
    expect(parse("minPrice=900&maxPrice=100")).toMatchObject({ minPrice: null, maxPrice: null });
  });
});

describe("searchParamsOf", () => {
  it("writes only what is set and leaves page 1 out", () => {
    expect(searchParamsOf({ ...emptyFilters, city: "ankara", maxPrice: 800, page: 1 }).toString()).toBe(
      "city=ankara&maxPrice=800",
    );
    expect(searchParamsOf({ ...emptyFilters, search: " gol ", page: 2 }).toString()).toBe(
      "search=gol&page=2",
    );
  });

  it("reads back what it wrote", () => {
    const filters = {
      ...emptyFilters,
      search: "Yıldız",
      city: "istanbul",
      district: "kadikoy",
      rating: 4,
      page: 2,
    };
    expect(filtersFromSearchParams(searchParamsOf(filters))).toEqual(filters);
  });

  it("makes the home search's target", () => {
    expect(facilitiesHref({ city: "istanbul", search: "kadikoy" })).toBe(
      "/facilities?search=kadikoy&city=istanbul",
    );
    expect(facilitiesHref({ city: "", search: "" })).toBe("/facilities");
  });
});

describe("changeFilters", () => {
  const current = { ...emptyFilters, city: "istanbul", district: "kadikoy", page: 4 };

  it("starts again on page 1 unless the page is what changes", () => {
    expect(changeFilters(current, { rating: 4 })).toMatchObject({ page: 1, rating: 4, district: "kadikoy" });
    expect(changeFilters(current, { page: 2 })).toMatchObject({ page: 2 });
  });

  it("drops the district of another city", () => {
    expect(changeFilters(current, { city: "ankara" })).toMatchObject({ city: "ankara", district: "" });
    expect(changeFilters(current, { city: "istanbul", search: "gol" })).toMatchObject({
      district: "kadikoy",
    });
  });
});

describe("facilitiesRequestOf", () => {
  it("asks 10 a page from offset (page - 1) * 10", () => {
    expect(facilitiesRequestOf({ ...emptyFilters, page: 3, city: "izmir" })).toMatchObject({
      limit: 10,
      offset: 20,
      city: "izmir",
    });
  });

  it("knows when anything narrows the list", () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, search: "gol" })).toBe(true);
  });
});

describe("facility links", () => {
  it("makes only http(s) website links", () => {
    expect(websiteHref("www.ornek.com")).toBe("https://www.ornek.com/");
    expect(websiteHref("http://ornek.com/saha")).toBe("http://ornek.com/saha");
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("  ")).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });

  it("searches the address on the map and dials Turkish numbers", () => {
    expect(mapSearchHref("Bağdat Cd. No:5", null, "İstanbul")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Ba%C4%9Fdat%20Cd.%20No%3A5%2C%20%C4%B0stanbul",
    );
    expect(telHref("212 555 10 00")).toBe("tel:+902125551000");
    expect(telHref("02125551000")).toBe("tel:+902125551000");
  });
});

describe("readTypedPrice", () => {
  it.each([
    ["1000", 1000],
    ["1.000", 1000],
    ["1.000,50", 1000.5],
    ["12.500", 12500],
    ["1000,5", 1000.5],
    ["1250.50", 1250.5],
    [" 2 000 ", 2000],
  ])("reads %s as %s", (raw, expected) => {
    expect(readTypedPrice(raw)).toBe(expected);
  });

  it.each(["1.00.0", "1,000.50", "abc", "-5", "1.000,505", ""])("refuses %s", (raw) => {
    expect(readTypedPrice(raw)).toBeNull();
  });
});
