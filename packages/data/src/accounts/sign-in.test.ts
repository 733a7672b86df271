import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getSession } from "../session/store";
import { failed, ok, storedUser } from "../test/fixtures";
import { setUpTestApi } from "../test/test-api";
import { googleLogin } from "./google-login";
import { renderWithData } from "../test/render";
import { login, useLogin } from "./login";
import { register } from "./register";
import { registerFixture } from "./test-fixtures";

const server = setUpTestApi();

describe("POST /auth/login", () => {
  describe("given the right credentials", () => {
    it("sends identityFier and password, stores token and user and returns the message", async () => {
      server.on("POST", "/auth/login", ok({ token: "tok-login", items: storedUser }, "Giriş başarılı."));
      const result = await login({ identityFier: "ayse@example.com", password: "gizli-sifre" });
      expect(server.requests[0]?.body).toEqual({
        identityFier: "ayse@example.com",
        password: "gizli-sifre",
      });
      expect(result).toEqual({ user: storedUser, message: "Giriş başarılı." });
      expect(getSession()).toEqual({ status: "authenticated", token: "tok-login", user: storedUser });
      expect(localStorage.getItem("token")).toBe("tok-login");
    });
  });

  describe("given wrong credentials", () => {
    it("rejects with the server's message and stays signed out", async () => {
      server.on(
        "POST",
        "/auth/login",
        failed(401, "Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin."),
      );
      await expect(login({ identityFier: "ayse", password: "yanlis-sifre" })).rejects.toMatchObject({
        name: "ApiError",
        status: 401,
        message: "Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin.",
      });
      expect(getSession().status).toBe("unauthenticated");
      expect(localStorage.getItem("token")).toBeNull();
    });
  });

  describe("given an answer without a user", () => {
    it("rejects with 'Bir hata oluştu!' and stores nothing", async () => {
      server.on("POST", "/auth/login", ok({ token: "tok-login" }));
      await expect(login({ identityFier: "ayse", password: "gizli-sifre" })).rejects.toThrow("Bir hata oluştu!");
      expect(localStorage.getItem("token")).toBeNull();
    });
  });
});

describe("POST /auth/google-login", () => {
  it("sends the Google ID token and signs in", async () => {
    server.on("POST", "/auth/google-login", ok({ token: "tok-google", items: storedUser }, "Giriş başarılı."));
    const result = await googleLogin({ token: "google-id-token" });
    expect(server.requests[0]?.body).toEqual({ token: "google-id-token" });
    expect(result.message).toBe("Giriş başarılı.");
    expect(getSession()).toMatchObject({ status: "authenticated", token: "tok-google" });
  });

  it("rejects with the server's message when Google sign-in is not possible", async () => {
    server.on("POST", "/auth/google-login", failed(503, "Google ile giriş şu anda kullanılamıyor."));
    await expect(googleLogin({ token: "x" })).rejects.toThrow("Google ile giriş şu anda kullanılamıyor.");
    expect(getSession().status).toBe("unauthenticated");
  });
});

describe("POST /auth/register", () => {
  describe("given a new account", () => {
    it("sends the fields, returns the user and the message, and signs the new user in (token and user stored)", async () => {
      server.on("POST", "/auth/register", {
        status: 201,
        body: { success: true, message: "Kayıt işleminiz başarıyla tamamlandı!", data: { token: "tok-reg", items: storedUser } },
      });
      const result = await register(registerFixture);
      expect(server.requests[0]?.body).toEqual(registerFixture);
      expect(result).toEqual({ user: storedUser, message: "Kayıt işleminiz başarıyla tamamlandı!" });
      expect(getSession()).toMatchObject({ status: "authenticated", token: "tok-reg" });
      expect(localStorage.getItem("token")).toBe("tok-reg");
      expect(JSON.parse(localStorage.getItem("user") ?? "null")).toMatchObject({ id: storedUser.id });
    });
  });

  describe("given an answer without a token", () => {
    it("rejects with 'Token is undefined' and stores nothing", async () => {
      server.on("POST", "/auth/register", { status: 201, body: { success: true, message: "Tamam", data: { items: storedUser } } });
      await expect(register(registerFixture)).rejects.toMatchObject({ name: "ApiError", message: "Token is undefined", status: 201 });
      expect(getSession().status).toBe("unauthenticated");
      expect(localStorage.getItem("user")).toBeNull();
    });
  });

  describe("given a token but a user that breaks the contract", () => {
    it("rejects with 'Bir hata oluştu!'", async () => {
      server.on("POST", "/auth/register", ok({ token: "tok-reg", items: { id: 1 } }));
      await expect(register(registerFixture)).rejects.toThrow("Bir hata oluştu!");
      expect(localStorage.getItem("token")).toBeNull();
    });
  });

  describe("given a taken e-mail", () => {
    it("rejects with the server's message and its field errors", async () => {
      server.on(
        "POST",
        "/auth/register",
        failed(409, "Bu e-posta adresi ile kayıtlı bir hesap zaten var.", {
          errors: [{ field: "email", message: "Bu e-posta adresi ile kayıtlı bir hesap zaten var." }],
        }),
      );
      const error = await register(registerFixture).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 409, message: "Bu e-posta adresi ile kayıtlı bir hesap zaten var." });
      expect((error as { fieldErrors: unknown }).fieldErrors).toEqual([
        { field: "email", message: "Bu e-posta adresi ile kayıtlı bir hesap zaten var." },
      ]);
    });
  });
});

describe("useLogin", () => {
  it("is mutating until the answer, then holds the user and the session is signed in", async () => {
    server.on("POST", "/auth/login", ok({ token: "tok-hook", items: storedUser }, "Giriş başarılı."));
    const { result } = renderWithData(() => useLogin());
    let done: Promise<unknown> | undefined;
    act(() => {
      done = result.current.trigger({ identityFier: "ayse", password: "gizli-sifre" });
    });
    expect(result.current.isMutating).toBe(true);
    await act(async () => {
      await expect(done).resolves.toEqual({ user: storedUser, message: "Giriş başarılı." });
    });
    expect(result.current.isMutating).toBe(false);
    expect(result.current.error).toBeUndefined();
    expect(getSession()).toMatchObject({ status: "authenticated", token: "tok-hook" });
  });

  it("keeps the server's error after a refusal, until reset, and stays signed out", async () => {
    server.on("POST", "/auth/login", failed(401, "Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin."));
    const { result } = renderWithData(() => useLogin());
    await act(async () => {
      await expect(result.current.trigger({ identityFier: "ayse", password: "yanlis" })).rejects.toMatchObject({
        status: 401,
      });
    });
    expect(result.current.error?.message).toBe("Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin.");
    expect(result.current.isMutating).toBe(false);
    expect(getSession().status).toBe("unauthenticated");
    act(() => result.current.reset());
    expect(result.current.error).toBeUndefined();
  });
});
