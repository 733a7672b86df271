import { act, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { getSession, signIn } from "../session/store";
import { failed, ok, storedUser } from "../test/fixtures";
import { renderWithData } from "../test/render";
import { networkFailure, setUpTestApi } from "../test/test-api";
import { logout } from "./logout";
import { logoutEverywhere, useLogoutEverywhere } from "./logout-everywhere";

const server = setUpTestApi();

describe("logout (POST /auth/logout)", () => {
  beforeEach(() => signIn("tok-1", storedUser));

  it("sends the current token to the server and forgets the session at once", async () => {
    server.on("POST", "/auth/logout", ok(null, "Çıkış yapıldı."));
    const sent = logout();

    expect(getSession().status).toBe("unauthenticated");
    expect(localStorage.getItem("token")).toBeNull();
    await sent;
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: "POST", url: "/api/auth/logout" });
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-1");
  });

  it.each([
    ["the token is already dead (401)", failed(401, "Oturumunuz sona erdi.")],
    ["the server fails (500)", failed(500, "Bir hata oluştu!")],
    ["the network fails", networkFailure],
  ] as const)("forgets the session locally when %s, and never rejects", async (_, reply) => {
    server.on("POST", "/auth/logout", reply);

    await expect(logout()).resolves.toBeUndefined();
    expect(getSession().status).toBe("unauthenticated");
    expect(server.requests).toHaveLength(1);
  });

  it("sends nothing when nobody is signed in (a second click)", async () => {
    server.on("POST", "/auth/logout", ok(null, "Çıkış yapıldı."));
    const first = logout();
    await logout();
    await first;

    expect(server.requests).toHaveLength(1);
  });
});

describe("logoutEverywhere (POST /auth/logout-all)", () => {
  beforeEach(() => signIn("tok-1", storedUser));

  it("ends every session on the server, then forgets this one, and answers the message", async () => {
    server.on("POST", "/auth/logout-all", ok(null, "Tüm cihazlardaki oturumlarınız kapatıldı."));

    await expect(logoutEverywhere()).resolves.toEqual({
      message: "Tüm cihazlardaki oturumlarınız kapatıldı.",
    });
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-1");
    expect(getSession().status).toBe("unauthenticated");
  });

  it("keeps the session when the server could not end them, and rejects with its message", async () => {
    server.on("POST", "/auth/logout-all", failed(503, "Sunucu şu anda çok yoğun."));

    await expect(logoutEverywhere()).rejects.toMatchObject({
      status: 503,
      message: "Sunucu şu anda çok yoğun.",
    });
    expect(getSession()).toMatchObject({ status: "authenticated", token: "tok-1" });
  });

  it("works as a mutation hook", async () => {
    server.on("POST", "/auth/logout-all", ok(null, "Tüm cihazlardaki oturumlarınız kapatıldı."));
    const { result } = renderWithData(() => useLogoutEverywhere());

    await act(async () => {
      await result.current.trigger();
    });

    await waitFor(() =>
      expect(result.current.data).toEqual({ message: "Tüm cihazlardaki oturumlarınız kapatıldı." }),
    );
    expect(getSession().status).toBe("unauthenticated");
  });
});
