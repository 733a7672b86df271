import { act, waitFor } from "@testing-library/react";
import useSWR, { useSWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../client/api-error";
import { ok } from "../test/fixtures";
import { renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { heavyListConfig, swrDefaults } from "./data-provider";
import { fetcher } from "./fetcher";
import { keyMatchesPath, revalidatePaths } from "./revalidate";

const server = setUpTestApi();

describe("fetcher", () => {
  it("GETs a string key and returns data", async () => {
    server.on("GET", "/cities", ok({ items: [{ id: 34, name: "İstanbul" }], count: 1 }));
    await expect(fetcher("/cities")).resolves.toEqual({ items: [{ id: 34, name: "İstanbul" }], count: 1 });
  });

  it("sends the query of a [path, query] key", async () => {
    server.on("GET", "/districts", ok({ items: [], count: 0 }));
    await fetcher(["/districts", { cityId: 34, limit: 100, offset: 0 }]);
    expect(server.requests[0]?.url).toBe("/api/districts?cityId=34&limit=100&offset=0");
  });
});

describe("swrDefaults.onErrorRetry", () => {
  const retry = (error: unknown, retryCount: number) => {
    vi.useFakeTimers();
    try {
      const revalidate = vi.fn(() => Promise.resolve(true));
      swrDefaults.onErrorRetry?.(error, "/x", { errorRetryCount: 3 } as never, revalidate, { retryCount, dedupe: true });
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
        const { data: cities } = useSWR<{ v: number }>("/cities");
        const { data: districts } = useSWR<{ v: number }>(["/districts", { cityId: 34 }]);
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
