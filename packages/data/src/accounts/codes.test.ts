import { beforeEach, describe, expect, it } from "vitest";
import { getSession, signIn } from "../session/store";
import { failed, freshUser, ok, storedUser } from "../test/fixtures";
import { setUpTestApi } from "../test/test-api";
import { expectWrongShape } from "../test/wrong-shape";
import { forgotPassword } from "./forgot-password";
import { resetPassword } from "./reset-password";
import { sendVerificationCode } from "./send-verification-code";
import { verifyPhoneNumber } from "./verify-phone-number";
import { verifyResetCode } from "./verify-reset-code";

const server = setUpTestApi();

const bodyOf = (i: number) => server.requests[i]?.body;

describe("the forgot-password calls", () => {
  it("POST /auth/forgot-password sends the phone and returns the message", async () => {
    server.on("POST", "/auth/forgot-password", ok(null, "Telefon numarası kayıtlıysa doğrulama kodu gönderildi."));
    await expect(forgotPassword({ phone: "5321234567" })).resolves.toEqual({
      message: "Telefon numarası kayıtlıysa doğrulama kodu gönderildi.",
    });
    expect(bodyOf(0)).toEqual({ phone: "5321234567" });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("POST /auth/verify-reset-code sends phone and otp and answers the reset token", async () => {
    server.on("POST", "/auth/verify-reset-code", ok({ resetToken: "sifirlama-anahtari" }, "Kod doğrulandı."));
    await expect(verifyResetCode({ phone: "5321234567", otp: "123456" })).resolves.toEqual({
      message: "Kod doğrulandı.",
      resetToken: "sifirlama-anahtari",
    });
    expect(bodyOf(0)).toEqual({ phone: "5321234567", otp: "123456" });
    expect(localStorage.length).toBe(0);
  });

  it("POST /auth/verify-reset-code refuses an answer without a reset token", async () => {
    server.on("POST", "/auth/verify-reset-code", ok(null, "Kod doğrulandı."));
    await expectWrongShape(verifyResetCode({ phone: "5321234567", otp: "123456" }));
  });

  it("POST /auth/reset-password sends the token, phone and both passwords and does not sign in", async () => {
    server.on("POST", "/auth/reset-password", ok(null, "Şifreniz başarıyla sıfırlandı."));
    const input = {
      resetToken: "sifirlama-anahtari",
      phone: "5321234567",
      newPassword: "yeni-sifre",
      confirmPassword: "yeni-sifre",
    };
    await expect(resetPassword(input)).resolves.toEqual({ message: "Şifreniz başarıyla sıfırlandı." });
    expect(bodyOf(0)).toEqual(input);
    expect(getSession().status).toBe("unauthenticated");
  });

  describe("given too many requests", () => {
    it("rejects with the server's message and status 429", async () => {
      server.on("POST", "/auth/forgot-password", {
        ...failed(429, "Yeni kod istemeden önce lütfen biraz bekleyin."),
        headers: { "Retry-After": "60" },
      });
      await expect(forgotPassword({ phone: "5321234567" })).rejects.toMatchObject({
        status: 429,
        message: "Yeni kod istemeden önce lütfen biraz bekleyin.",
      });
    });
  });

  describe("given a wrong code", () => {
    it("rejects with the server's message", async () => {
      server.on("POST", "/auth/verify-reset-code", failed(400, "Kod hatalı veya süresi dolmuş."));
      await expect(verifyResetCode({ phone: "5321234567", otp: "000000" })).rejects.toThrow("Kod hatalı veya süresi dolmuş.");
    });
  });
});

describe("the phone verification calls", () => {
  beforeEach(() => signIn("tok-1", storedUser));

  it("POST /auth/send-verification-code sends the phone with the token", async () => {
    server.on("POST", "/auth/send-verification-code", ok(null, "Doğrulama kodu telefonunuza gönderildi."));
    await expect(sendVerificationCode({ phone: "5321234567" })).resolves.toEqual({
      message: "Doğrulama kodu telefonunuza gönderildi.",
    });
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-1");
    expect(bodyOf(0)).toEqual({ phone: "5321234567" });
  });

  describe("POST /auth/verify-phone-number", () => {
    it("verifies, then fetches the current user and stores it", async () => {
      server.on("POST", "/auth/verify-phone-number", ok({ user: freshUser }, "Telefon numaranız başarıyla doğrulandı."));
      server.on("GET", "/auth/me", ok({ user: freshUser }));
      const result = await verifyPhoneNumber({ phone: "5321234567", otp: "123456" });
      expect(result).toEqual({ user: freshUser, message: "Telefon numaranız başarıyla doğrulandı." });
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        "POST /api/auth/verify-phone-number",
        "GET /api/auth/me",
      ]);
      expect(getSession().user).toEqual(freshUser);
      expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(freshUser);
    });

    describe("after the re-read fails", () => {
      it("stores the user of the answer", async () => {
        server.on("POST", "/auth/verify-phone-number", ok({ items: freshUser }, "Telefon numaranız başarıyla doğrulandı."));
        server.on("GET", "/auth/me", failed(500, "x"));
        await expect(verifyPhoneNumber({ phone: "5321234567", otp: "123456" })).resolves.toMatchObject({ user: freshUser });
        expect(getSession().user).toEqual(freshUser);
      });

      it("marks the stored user verified when the answer has no user", async () => {
        server.on("POST", "/auth/verify-phone-number", ok(null, "Telefon numaranız başarıyla doğrulandı."));
        server.on("GET", "/auth/me", { status: 500, body: "oops" });
        const { user } = await verifyPhoneNumber({ phone: "5321234567", otp: "123456" });
        expect(user).toEqual({ ...storedUser, isPhoneVerified: true });
        expect(getSession().user?.isPhoneVerified).toBe(true);
      });
    });

    describe("given a wrong code", () => {
      it("rejects with the server's message and leaves the user unverified", async () => {
        server.on("POST", "/auth/verify-phone-number", failed(400, "Kod hatalı veya süresi dolmuş."));
        await expect(verifyPhoneNumber({ phone: "5321234567", otp: "000000" })).rejects.toThrow("Kod hatalı veya süresi dolmuş.");
        expect(getSession().user?.isPhoneVerified).toBe(false);
        expect(server.requests).toHaveLength(1);
      });
    });
  });
});
