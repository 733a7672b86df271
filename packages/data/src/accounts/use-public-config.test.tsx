import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../client/api-error";
import { ok } from "../test/fixtures";
import { renderSwr } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { accountErrorMessage } from "./error-message";
import { fetchPublicConfig, publicConfigKey, usePublicConfig } from "./use-public-config";

const server = setUpTestApi();

describe("GET /config", () => {
  it("has the path as its key", () => {
    expect(publicConfigKey).toBe("/config");
  });

  it("reads the Google client id", async () => {
    server.on("GET", "/config", ok({ googleClientId: "123.apps.googleusercontent.com" }));
    const { result } = renderSwr(() => usePublicConfig());
    await waitFor(() => expect(result.current.data).toEqual({ googleClientId: "123.apps.googleusercontent.com" }));
  });

  it("reads null when Google sign-in is not configured", async () => {
    server.on("GET", "/config", ok({ googleClientId: null }));
    await expect(fetchPublicConfig()).resolves.toEqual({ googleClientId: null });
  });

  it("fails with 'Bir hata oluştu!' when the answer breaks the contract", async () => {
    server.on("GET", "/config", ok({ googleClientId: 5 }));
    await expect(fetchPublicConfig()).rejects.toThrow("Bir hata oluştu!");
  });
});

describe("accountErrorMessage", () => {
  const fallback = "Giriş yaparken bir hata oluştu. Lütfen tekrar deneyin.";

  it("shows the server's message", () => {
    expect(accountErrorMessage(new ApiError("Giriş bilgileri hatalı.", { status: 401 }), fallback)).toBe(
      "Giriş bilgileri hatalı.",
    );
  });

  it.each([
    ["a network failure", new ApiError("Bir hata oluştu!", { status: 0 })],
    ["an unreadable answer", new ApiError("Bir hata oluştu!", { status: 502 })],
    ["success:false without a message", new ApiError("Bir hata oluştu.", { status: 200 })],
    ["a missing token", new ApiError("Token is undefined", { status: 201 })],
    ["an error that is not from the client", new TypeError("boom")],
  ])("falls back for %s", (_name, error) => {
    expect(accountErrorMessage(error, fallback)).toBe(fallback);
  });
});
