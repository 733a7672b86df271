import { renderHook, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configureApi, resetApiConfig } from "../client/config";
import { startTestApiServer, type TestApiServer } from "../test/api-server";
import { ok } from "../test/fixtures";
import { freshDataProvider, readSwr } from "../test/render";
import { reloadSessionFromStorage } from "../session/store";
import { fetchHealth, healthKey, useHealth } from "./use-health";

let server: TestApiServer;


beforeAll(async () => {
  server = await startTestApiServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.reset();
  localStorage.clear();
  reloadSessionFromStorage();
  resetApiConfig();
  configureApi({ baseUrl: server.baseUrl });
});

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
      const { result } = renderHook(() => readSwr(useHealth()), { wrapper: freshDataProvider() });
      expect(result.current.isLoading).toBe(true);
      await waitFor(() => expect(result.current.data).toEqual({ status: "ok" }));
      expect(result.current.error).toBeUndefined();
      expect(server.requests.map((r) => r.url)).toEqual(["/api/health"]);
    });
  });

  describe("given a 404 answer", () => {
    it("useHealth exposes the ApiError and does not retry", async () => {
      server.on("GET", "/health", { status: 404, body: { success: false, message: "İstenen adres bulunamadı.", data: null } });
      const { result } = renderHook(() => readSwr(useHealth()), { wrapper: freshDataProvider() });
      await waitFor(() => expect(result.current.error?.message).toBe("İstenen adres bulunamadı."));
      expect(result.current.error?.status).toBe(404);
      await new Promise((r) => setTimeout(r, 1200)); // the first retry would come after 1 s
      expect(server.requests).toHaveLength(1);
    });
  });

  describe("given an answer without status", () => {
    it("useHealth fails with 'Bir hata oluştu!'", async () => {
      server.on("GET", "/health", ok({ up: true }));
      const { result } = renderHook(() => readSwr(useHealth({ shouldRetryOnError: false })), { wrapper: freshDataProvider() });
      await waitFor(() => expect(result.current.error?.message).toBe("Bir hata oluştu!"));
    });
  });
});
