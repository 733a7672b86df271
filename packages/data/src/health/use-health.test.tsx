import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failed, ok } from "../test/fixtures";
import { renderSwr } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { fetchHealth, healthKey, useHealth } from "./use-health";

const server = setUpTestApi();

describe("GET /health", () => {
  it("has the path as its key", () => {
    expect(healthKey).toBe("/health");
  });

  describe("given a healthy API", () => {
    it("fetchHealth returns data, keeping extra fields", async () => {
      server.on("GET", "/health", ok({ status: "ok", database: "up" }));
      await expect(fetchHealth()).resolves.toEqual({ status: "ok", database: "up" });
    });

    it("useHealth loads, then holds the data", async () => {
      server.on("GET", "/health", ok({ status: "ok" }));
      const { result } = renderSwr(() => useHealth());
      expect(result.current.isLoading).toBe(true);
      await waitFor(() => expect(result.current.data).toEqual({ status: "ok" }));
      expect(result.current.error).toBeUndefined();
      expect(server.requests.map((r) => r.url)).toEqual(["/api/health"]);
    });
  });

  describe("given a 404 answer", () => {
    it("useHealth exposes the ApiError and does not retry", async () => {
      server.on("GET", "/health", failed(404, "İstenen adres bulunamadı."));
      const { result } = renderSwr(() => useHealth());
      await waitFor(() => expect(result.current.error?.message).toBe("İstenen adres bulunamadı."));
      expect(result.current.error?.status).toBe(404);
      await new Promise((r) => setTimeout(r, 1200)); // the first retry would come after 1 s
      expect(server.requests).toHaveLength(1);
    });
  });

  describe("given an answer without status", () => {
    it("useHealth fails with 'Bir hata oluştu!'", async () => {
      server.on("GET", "/health", ok({ up: true }));
      const { result } = renderSwr(() => useHealth({ shouldRetryOnError: false }));
      await waitFor(() => expect(result.current.error?.message).toBe("Bir hata oluştu!"));
    });
  });
});
