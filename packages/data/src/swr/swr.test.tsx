import { act, waitFor } from "@testing-library/react";
import useSWR, { useSWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { ok } from "../test/fixtures";
import { renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { heavyListConfig, swrDefaults } from "./data-provider";
import { keyMatchesPath, revalidatePaths } from "./revalidate";

const server = setUpTestApi();

/** A test's own reader of a key (the hooks each bring one that checks the answer). */
async function readKey(key: string | [string, Record<string, number>]): Promise<{ v: number }> {
  const [path, query] = typeof key === "string" ? [key, undefined] : key;
  const { data } = await apiGet<{ v: number }>(path, query ? { query } : undefined);
  return data;
}

describe("swrDefaults", () => {
  it("have no fetcher: a key read without one asks the API nothing, so no answer goes unchecked", async () => {
    expect(swrDefaults).not.toHaveProperty("fetcher");
    server.on("GET", "/cities", ok({ v: 1 }));
    server.on("GET", "/districts", ok({ v: 2 }));
    const { result } = renderWithData(() => {
      const { data: cities } = useSWR<{ v: number }>("/cities");
      const { data: districts } = useSWR(["/districts", { cityId: 34 }], readKey);
      return { cities, districts };
    });
    // the read with a fetcher has come back; the one without has not asked
    await waitFor(() => expect(result.current.districts).toEqual({ v: 2 }));
    expect(result.current.cities).toBeUndefined();
    expect(server.requests.map((request) => request.url)).toEqual(["/api/districts?cityId=34"]);
  });
});

describe("swrDefaults.onErrorRetry", () => {
  const retry = (error: unknown, retryCount: number) => {
    vi.useFakeTimers();
    try {
      const revalidate = vi.fn(() => Promise.resolve(true));
      swrDefaults.onErrorRetry?.(error, "/x", { errorRetryCount: 3 } as never, revalidate, {
        retryCount,
        dedupe: true,
      });
      vi.advanceTimersByTime(60_000);
      return revalidate;
    } finally {
      vi.useRealTimers();
    }
  };

  describe("given a 4xx ApiError", () => {
    it("does not retry", () => {
      for (const status of [400, 401, 403, 404, 409, 429]) {
        expect(retry(new ApiError("x", { status }), 1)).not.toHaveBeenCalled();
      }
    });
  });

  describe("given a 5xx or network error", () => {
    it("retries with the next retry count", () => {
      expect(retry(new ApiError("x", { status: 503 }), 1)).toHaveBeenCalledWith({ retryCount: 1 });
      expect(retry(new ApiError("x", { status: 0 }), 2)).toHaveBeenCalledOnce();
    });

    it("stops after errorRetryCount", () => {
      expect(retry(new ApiError("x", { status: 500 }), 4)).not.toHaveBeenCalled();
    });
  });

  it("heavy lists do not refetch on focus and keep the previous page", () => {
    expect(heavyListConfig).toEqual({ revalidateOnFocus: false, keepPreviousData: true });
  });
});

describe("keyMatchesPath", () => {
  it("matches the path itself and paths below it, with or without a query", () => {
    expect(keyMatchesPath("/reservations", "/reservations")).toBe(true);
    expect(keyMatchesPath("/reservations/user", "/reservations")).toBe(true);
    expect(keyMatchesPath(["/reservations/12", { a: 1 }], "/reservations/")).toBe(true);
    expect(keyMatchesPath("/reservations-archive", "/reservations")).toBe(false);
    expect(keyMatchesPath("/facilities", "/reservations")).toBe(false);
    expect(keyMatchesPath({ nope: true }, "/reservations")).toBe(false);
  });
});

describe("revalidatePaths", () => {
  describe("after a write", () => {
    it("refetches the keys under the changed paths and leaves the others", async () => {
      let version = 1;
      server.on("GET", "/cities", () => ok({ v: version }));
      server.on("GET", "/districts", () => ok({ v: version }));
      const { result } = renderWithData(() => {
        // read `data` while rendering: SWR only re-renders for the fields a render used
        const { data: cities } = useSWR("/cities", readKey);
        const { data: districts } = useSWR(["/districts", { cityId: 34 }], readKey);
        return { cities: { data: cities }, districts: { data: districts }, mutate: useSWRConfig().mutate };
      });
      await waitFor(() => expect(result.current.cities.data?.v).toBe(1));
      await waitFor(() => expect(result.current.districts.data?.v).toBe(1));

      version = 2;
      await act(() => revalidatePaths(result.current.mutate, "/districts"));
      await waitFor(() => expect(result.current.districts.data?.v).toBe(2));
      expect(result.current.cities.data?.v).toBe(1);
      expect(server.requests.filter((r) => r.url.startsWith("/api/cities"))).toHaveLength(1);
    });
  });
});
