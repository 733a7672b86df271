import { act, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { facilityIdParamsSchema } from "../contract/facilities/facility";
import { ok, failed } from "../test/fixtures";
import { readSwr, renderSwr, renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { ankara, facilityFixture, istanbul, kadikoy, listOf } from "./test-fixtures";
import { citiesKey, fetchCities, useCities } from "./use-cities";
import { districtsKey, useDistricts } from "./use-districts";
import { facilitiesKey, facilitiesQuery, fetchFacilities, useFacilities, type FacilitiesRequest } from "./use-facilities";
import { parseId } from "../contract/common/ids";
import { facilityKey, fetchFacility, useFacility } from "./use-facility";

const server = setUpTestApi();

describe("GET /cities", () => {
  it("asks the first 100 and reads data.items", async () => {
    server.on("GET", "/cities", ok(listOf([ankara, istanbul], 81, 100)));
    const { result } = renderSwr(() => useCities());
    await waitFor(() => expect(result.current.data).toEqual([ankara, istanbul]));
    expect(server.requests[0]?.url).toBe("/api/cities?limit=100&offset=0");
    expect(citiesKey).toEqual(["/cities", { limit: 100, offset: 0 }]);
  });

  it("fails with 'Bir hata oluştu!' when a city breaks the contract", async () => {
    server.on("GET", "/cities", ok(listOf([{ id: "34", name: "İstanbul" }])));
    await expect(fetchCities()).rejects.toThrow("Bir hata oluştu!");
  });
});

describe("GET /districts", () => {
  describe("given no city", () => {
    it("asks nothing", async () => {
      const { result } = renderSwr(() => useDistricts(null));
      await new Promise((r) => setTimeout(r, 50));
      expect(result.current.data).toBeUndefined();
      expect(result.current.isLoading).toBe(false);
      expect(server.requests).toHaveLength(0);
      expect(districtsKey(null)).toBeNull();
    });
  });

  describe("given a city", () => {
    it("asks that city's first 100 districts", async () => {
      server.on("GET", "/districts", ok(listOf([kadikoy], 1, 100)));
      const { result } = renderSwr(() => useDistricts(34));
      await waitFor(() => expect(result.current.data).toEqual([kadikoy]));
      expect(server.requests[0]?.url).toBe("/api/districts?cityId=34&limit=100&offset=0");
    });
  });
});

describe("GET /facilities", () => {
  it("sends only the filters that say something", () => {
    expect(
      facilitiesQuery({
        limit: 10,
        offset: 20,
        city: "istanbul",
        district: "",
        minPrice: null,
        maxPrice: 1000,
        rating: undefined,
        search: "  kadikoy ",
      }),
    ).toEqual({ limit: 10, offset: 20, city: "istanbul", maxPrice: 1000, search: "kadikoy" });
    expect(facilitiesKey({ search: " ", city: null })).toEqual(["/facilities", {}]);
  });

  it("reads items, count and totalPages", async () => {
    const page = listOf([facilityFixture()], 31);
    server.on("GET", "/facilities", ok(page));
    await expect(fetchFacilities({ limit: 10, offset: 30, city: "istanbul", rating: 4.5 })).resolves.toEqual(page);
    expect(server.requests[0]?.url).toBe("/api/facilities?limit=10&offset=30&city=istanbul&rating=4.5");
  });

  it("fails with 'Bir hata oluştu!' when a facility breaks the contract", async () => {
    server.on("GET", "/facilities", ok(listOf([{ ...facilityFixture(), pricePerHour: "750" }])));
    await expect(fetchFacilities()).rejects.toThrow("Bir hata oluştu!");
  });

  it("rejects with the server's validation message", async () => {
    server.on("GET", "/facilities", failed(400, "Gönderilen bilgiler geçersiz. Lütfen alanları kontrol edin."));
    await expect(fetchFacilities({ minPrice: 900, maxPrice: 100 })).rejects.toMatchObject({ status: 400 });
  });

  describe("useFacilities", () => {
    it("keeps the previous page on screen while the next one loads", async () => {
      server.on("GET", "/facilities", (req) => {
        const offset = new URL(req.url, "http://x").searchParams.get("offset");
        return ok(listOf([facilityFixture({ id: Number(offset) + 1, name: `Sayfa ${offset}` })], 20));
      });
      const { result } = renderWithData(() => {
        const [request, setRequest] = useState<FacilitiesRequest>({ limit: 10, offset: 0 });
        return { ...readSwr(useFacilities(request)), setRequest };
      });
      await waitFor(() => expect(result.current.data?.items[0]?.name).toBe("Sayfa 0"));

      act(() => result.current.setRequest({ limit: 10, offset: 10 }));
      // the answer for offset 10 has not arrived yet: it is loading, page 1 stays on screen
      expect(result.current.isLoading).toBe(true);
      expect(result.current.data?.items[0]?.name).toBe("Sayfa 0");
      await waitFor(() => expect(result.current.data?.items[0]?.name).toBe("Sayfa 10"));
      expect(server.requests.map((r) => r.url)).toEqual([
        "/api/facilities?limit=10&offset=0",
        "/api/facilities?limit=10&offset=10",
      ]);
    });
  });
});

describe("GET /facilities/:id", () => {
  it("reads the id as the contract's facilityIdParamsSchema does", () => {
    expect(parseId("12")).toBe(12);
    expect(parseId(7)).toBe(7);
    for (const bad of ["abc", "0", "-3", "1.5", "", "3000000000", null, undefined]) expect(parseId(bad)).toBeNull();
    for (const id of ["1", "12", " 34 ", "007", "2147483647", "2147483648", "99999999999", "1e3", "0x10", "١٢"]) {
      const parsed = facilityIdParamsSchema.safeParse({ id });
      expect(parseId(id)).toBe(parsed.success ? parsed.data.id : null);
    }
    expect(facilityKey("12")).toBe("/facilities/12");
    expect(facilityKey("x")).toBeNull();
  });

  it("reads data.items as the facility", async () => {
    const facility = facilityFixture({ id: 5 });
    server.on("GET", "/facilities/5", ok({ items: facility }));
    const { result } = renderSwr(() => useFacility("5"));
    await waitFor(() => expect(result.current.data).toEqual(facility));
  });

  it("asks nothing for an id that names no facility", async () => {
    const { result } = renderSwr(() => useFacility("abc"));
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.isLoading).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it("rejects with 404 'Tesis bulunamadı.' for an unknown facility", async () => {
    server.on("GET", "/facilities/99", failed(404, "Tesis bulunamadı."));
    await expect(fetchFacility(99)).rejects.toMatchObject({ status: 404, message: "Tesis bulunamadı." });
  });
});
