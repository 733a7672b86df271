import { accountMessages, commonPasswordMessage, httpMessages } from "@halisaha/data/contract";
import { and, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { codeRequests, oneTimeCodes, users } from "../src/db/schema";
import { describeEachDatabase } from "./helpers/app";
import {
  bearer,
  json,
  newPhone,
  PASSWORD,
  register,
  registerWithPhone,
  registerWithVerifiedPhone,
} from "./helpers/accounts";
import { MemorySms, TestClock } from "./helpers/fakes";

const clock = new TestClock();
const sms = new MemorySms();
const NEW_PASSWORD = "Yeni-Kale-Sifresi-7";

describeEachDatabase(
  "one-time codes: phone verification and password reset",
  (getContext) => {
    // Every test starts past the hourly windows of the tests before it.
    beforeEach(() => clock.advance(2 * 3600));

    const post = (url: string, payload: unknown, options: { token?: string; ip?: string } = {}) =>
      getContext().app.inject({
        method: "POST",
        url: `/api/auth/${url}`,
        headers: { ...json, ...(options.token ? bearer(options.token) : {}) },
        payload: payload as object,
        remoteAddress: options.ip ?? "127.0.0.1",
      });
    const login = (identityFier: string, password: string) => post("login", { identityFier, password });
    const me = (token: string) =>
      getContext().app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    const fieldErrors = (body: { data: { errors: { field: string; message: string }[] } }) =>
      Object.fromEntries(body.data.errors.map((e) => [e.field, e.message]));

    describe("phone verification (signed in)", () => {
      it("sends a 6-digit code to the account's phone and verifies it", async () => {
        const { token, phone, user } = await registerWithPhone(getContext().app);

        const sent = await post("send-verification-code", { phone: `0${phone}` }, { token });
        expect(sent.statusCode).toBe(200);
        expect(sent.json()).toEqual({ success: true, message: accountMessages.codeSent, data: null });
        const code = sms.lastCode(phone);
        expect(code).toMatch(/^\d{6}$/);
        expect(sms.sent.at(-1)?.text).toContain(code);

        const verified = await post("verify-phone-number", { phone, otp: code }, { token });
        expect(verified.statusCode).toBe(200);
        const expected = { ...user, isPhoneVerified: true };
        expect(verified.json()).toEqual({
          success: true,
          message: accountMessages.phoneVerified,
          data: { items: expected, user: expected },
        });
        expect((await me(token)).json().data.user.isPhoneVerified).toBe(true);
      });

      it("refuses a number that is not the account's", async () => {
        const { token } = await registerWithPhone(getContext().app);
        const stranger = newPhone();

        for (const response of [
          await post("send-verification-code", { phone: stranger }, { token }),
          await post("verify-phone-number", { phone: stranger, otp: "123456" }, { token }),
        ]) {
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            success: false,
            message: accountMessages.phoneMismatch,
            data: { errors: [{ field: "phone", message: accountMessages.phoneMismatch }] },
          });
        }
        expect(sms.countTo(stranger)).toBe(0);
      });

      it("verifies a number given by an account without one and saves it; another account's verified number gets no code and the same answer", async () => {
        const withoutPhone = await register(getContext().app);
        const owned = await registerWithVerifiedPhone(getContext().app);
        const phone = newPhone();

        const silent = await post(
          "send-verification-code",
          { phone: owned.phone },
          { token: withoutPhone.token },
        );
        const sent = await post("send-verification-code", { phone }, { token: withoutPhone.token });
        expect(silent.statusCode).toBe(200);
        expect(silent.body).toBe(sent.body);
        expect(sms.countTo(owned.phone)).toBe(0);
        const guessed = await post(
          "verify-phone-number",
          { phone: owned.phone, otp: "123456" },
          { token: withoutPhone.token },
        );
        expect(guessed.statusCode).toBe(400);
        expect(fieldErrors(guessed.json())).toEqual({ otp: accountMessages.codeInvalid });

        const verified = await post(
          "verify-phone-number",
          { phone, otp: sms.lastCode(phone) },
          { token: withoutPhone.token },
        );
        expect(verified.statusCode, verified.body).toBe(200);
        expect(verified.json().data.user).toMatchObject({ phoneNumber: phone, isPhoneVerified: true });
        expect((await me(withoutPhone.token)).json().data.user).toMatchObject({
          phoneNumber: phone,
          isPhoneVerified: true,
        });
        expect((await me(owned.token)).json().data.user).toMatchObject({
          phoneNumber: owned.phone,
          isPhoneVerified: true,
        });
      });

      it("answers 409 when the phone is already verified", async () => {
        const { token, phone, user } = await registerWithPhone(getContext().app);
        await getContext()
          .database.db.update(users)
          .set({ isPhoneVerified: true })
          .where(eq(users.id, Number(user.id)));

        const response = await post("send-verification-code", { phone }, { token });

        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(accountMessages.phoneAlreadyVerified);
      });

      it("uses a code once", async () => {
        const { token, phone, user } = await registerWithPhone(getContext().app);
        await post("send-verification-code", { phone }, { token });
        const code = sms.lastCode(phone);
        expect((await post("verify-phone-number", { phone, otp: code }, { token })).statusCode).toBe(200);
        await getContext()
          .database.db.update(users)
          .set({ isPhoneVerified: false })
          .where(eq(users.id, Number(user.id)));

        const again = await post("verify-phone-number", { phone, otp: code }, { token });

        expect(again.statusCode).toBe(400);
        expect(fieldErrors(again.json())).toEqual({ otp: accountMessages.codeInvalid });
      });

      it("does not accept another account's code", async () => {
        const first = await registerWithPhone(getContext().app);
        const second = await registerWithPhone(getContext().app);
        await post("send-verification-code", { phone: first.phone }, { token: first.token });
        await post("send-verification-code", { phone: second.phone }, { token: second.token });

        const response = await post(
          "verify-phone-number",
          { phone: second.phone, otp: sms.lastCode(first.phone) },
          { token: second.token },
        );

        expect(response.statusCode).toBe(400);
      });

      it("needs a signed-in user", async () => {
        const phone = newPhone();
        expect((await post("send-verification-code", { phone })).json()).toEqual({
          success: false,
          message: httpMessages.unauthorized,
          data: null,
        });
        expect((await post("verify-phone-number", { phone, otp: "123456" })).statusCode).toBe(401);
      });
    });

    describe("code rules", () => {
      it("lets a code expire after 300 seconds", async () => {
        const { phone } = await registerWithVerifiedPhone(getContext().app);
        await post("forgot-password", { phone });
        clock.advance(299);
        expect((await post("verify-reset-code", { phone, otp: sms.lastCode(phone) })).statusCode).toBe(200);

        clock.advance(3600);
        await post("forgot-password", { phone });
        clock.advance(301);
        const late = await post("verify-reset-code", { phone, otp: sms.lastCode(phone) });

        expect(late.statusCode).toBe(400);
        expect(late.json()).toEqual({
          success: false,
          message: accountMessages.codeInvalid,
          data: { errors: [{ field: "otp", message: accountMessages.codeInvalid }] },
        });
      });

      it("kills a code after 5 wrong tries, even for the right code afterwards", async () => {
        const { phone } = await registerWithVerifiedPhone(getContext().app);
        await post("forgot-password", { phone });
        const code = sms.lastCode(phone);
        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");

        const messages: string[] = [];
        for (let i = 0; i < 5; i += 1)
          messages.push((await post("verify-reset-code", { phone, otp: wrong })).json().message);
        const right = await post("verify-reset-code", { phone, otp: code });

        expect(messages).toEqual([
          ...Array(4).fill(accountMessages.codeInvalid),
          accountMessages.codeExhausted,
        ]);
        expect(right.statusCode).toBe(400);
        expect(fieldErrors(right.json())).toEqual({ otp: accountMessages.codeExhausted });
      });

      it("sends again only after 60 seconds, and the new code replaces the old one", async () => {
        const { phone } = await registerWithVerifiedPhone(getContext().app);
        await post("forgot-password", { phone });
        const first = sms.lastCode(phone);

        const tooSoon = await post("forgot-password", { phone });
        expect(tooSoon.statusCode).toBe(429);
        expect(tooSoon.json()).toEqual({
          success: false,
          message: accountMessages.resendTooSoon,
          data: null,
        });
        expect(tooSoon.headers["retry-after"]).toBe("60");

        clock.advance(59);
        expect((await post("forgot-password", { phone })).headers["retry-after"]).toBe("1");
        clock.advance(1);
        expect((await post("forgot-password", { phone })).statusCode).toBe(200);
        expect(sms.countTo(phone)).toBe(2);

        const open = await getContext()
          .database.db.select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.phone, phone), isNull(oneTimeCodes.consumedAt)));
        expect(open).toHaveLength(1);
        expect(first).toMatch(/^\d{6}$/);
        expect((await post("verify-reset-code", { phone, otp: sms.lastCode(phone) })).statusCode).toBe(200);
      });

      it("sends at most 5 codes to a phone in an hour", async () => {
        const { phone } = await registerWithVerifiedPhone(getContext().app);
        for (let i = 0; i < 5; i += 1) {
          expect((await post("forgot-password", { phone }, { ip: `10.1.0.${i}` })).statusCode).toBe(200);
          clock.advance(61);
        }

        const refused = await post("forgot-password", { phone }, { ip: "10.1.0.9" });

        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(accountMessages.tooManyCodes);
        expect(Number(refused.headers["retry-after"])).toBe(3600 - 5 * 61);
        expect(sms.countTo(phone)).toBe(5);

        clock.advance(3600 - 5 * 61);
        expect((await post("forgot-password", { phone }, { ip: "10.1.0.9" })).statusCode).toBe(200);
      });

      it("sends at most 5 codes for one IP in an hour, whatever the phones", async () => {
        const phones = [newPhone(), newPhone(), newPhone(), newPhone(), newPhone(), newPhone()];
        for (const phone of phones.slice(0, 5))
          expect((await post("forgot-password", { phone }, { ip: "10.2.0.1" })).statusCode).toBe(200);

        const refused = await post("forgot-password", { phone: phones[5] }, { ip: "10.2.0.1" });
        const otherIp = await post("forgot-password", { phone: phones[5] }, { ip: "10.2.0.2" });

        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(accountMessages.tooManyCodes);
        expect(Number(refused.headers["retry-after"])).toBe(3600);
        expect(otherIp.statusCode).toBe(200);
      });

      it("lets only one of two racing requests for a phone through", async () => {
        const { phone } = await registerWithVerifiedPhone(getContext().app);
        const responses = await Promise.all([1, 2].map(() => post("forgot-password", { phone })));

        expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 429]);
        expect(sms.countTo(phone)).toBe(1);
      });

      it("lets only one of two racing checks use a code", async () => {
        const { phone } = await registerWithVerifiedPhone(getContext().app);
        await post("forgot-password", { phone });
        const otp = sms.lastCode(phone);
        const responses = await Promise.all([1, 2].map(() => post("verify-reset-code", { phone, otp })));

        expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      });

      it("counts the client address a trusted proxy names, and ignores the header otherwise", async () => {
        const behindProxy = getContext().buildApp({ env: { TRUST_PROXY: "true" }, services: { clock, sms } });
        const forgot = (app: typeof behindProxy, phone: string, client: string) =>
          app.inject({
            method: "POST",
            url: "/api/auth/forgot-password",
            headers: { ...json, "x-forwarded-for": client },
            payload: { phone },
            remoteAddress: "10.4.0.1",
          });
        for (let i = 0; i < 5; i += 1)
          expect((await forgot(behindProxy, newPhone(), "203.0.113.7")).statusCode).toBe(200);

        expect((await forgot(behindProxy, newPhone(), "203.0.113.7")).statusCode).toBe(429);
        expect((await forgot(behindProxy, newPhone(), "203.0.113.8")).statusCode).toBe(200);

        // Without TRUST_PROXY the header is the client's word: the connection's address counts.
        for (let i = 0; i < 5; i += 1)
          expect((await forgot(getContext().app, newPhone(), `198.51.100.${i}`)).statusCode).toBe(200);
        expect((await forgot(getContext().app, newPhone(), "198.51.100.99")).statusCode).toBe(429);
      });

      it("stores only a hash of the code", async () => {
        const { phone } = await registerWithVerifiedPhone(getContext().app);
        await post("forgot-password", { phone });
        const rows = await getContext()
          .database.db.select()
          .from(oneTimeCodes)
          .where(eq(oneTimeCodes.phone, phone));

        expect(rows).toHaveLength(1);
        expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.stringify(rows)).not.toContain(sms.lastCode(phone));
      });

      it("answers 503 when the SMS provider fails, and the failed send does not count", async () => {
        const { phone } = await registerWithVerifiedPhone(getContext().app);
        sms.failNext();

        const failed = await post("forgot-password", { phone });

        expect(failed.statusCode).toBe(503);
        expect(failed.json()).toEqual({
          success: false,
          message: httpMessages.serviceUnavailable,
          data: null,
        });
        expect(
          await getContext().database.db.select().from(codeRequests).where(eq(codeRequests.phone, phone)),
        ).toEqual([]);
        expect((await post("forgot-password", { phone })).statusCode).toBe(200);
        expect((await post("verify-reset-code", { phone, otp: sms.lastCode(phone) })).statusCode).toBe(200);
      });

      it.each([
        [
          { phone: "", otp: "" },
          { phone: "Telefon numarası gereklidir", otp: "Kod zorunludur" },
        ],
        [
          { phone: "0555 12", otp: "12ab56" },
          { phone: "Geçerli bir telefon numarası girin", otp: "Kod 6 haneli olmalıdır" },
        ],
        [
          { phone: 5551234567, otp: 123456 },
          { phone: "Telefon numarası gereklidir", otp: "Kod zorunludur" },
        ],
        [
          { phone: "0123456789", otp: "1234567" },
          { phone: "Geçerli bir telefon numarası girin", otp: "Kod 6 haneli olmalıdır" },
        ],
      ])("refuses %o with the Turkish field messages", async (payload, expected) => {
        const response = await post("verify-reset-code", payload);

        expect(response.statusCode).toBe(400);
        expect(fieldErrors(response.json())).toEqual(expected);
      });
    });

    describe("password reset (public)", () => {
      /** Asks for a code and verifies it as the phone's owner would; answers the reset token. */
      const verifiedToken = async (phone: string, ip = "127.0.0.1"): Promise<string> => {
        await post("forgot-password", { phone }, { ip });
        const verified = await post("verify-reset-code", { phone, otp: sms.lastCode(phone) }, { ip });
        expect(verified.statusCode).toBe(200);
        return verified.json().data.resetToken;
      };
      const passwords = (password: string) => ({ newPassword: password, confirmPassword: password });
      const notVerified = { success: false, message: accountMessages.resetNotVerified, data: null };

      it("resets end to end with the token the verified code gave, and kills the tokens signed before", async () => {
        const { token, phone, account } = await registerWithVerifiedPhone(getContext().app);

        const asked = await post("forgot-password", { phone: `+90${phone}` });
        expect(asked.json()).toEqual({ success: true, message: accountMessages.resetCodeSent, data: null });
        const verified = await post("verify-reset-code", { phone, otp: sms.lastCode(phone) });
        expect(verified.json()).toEqual({
          success: true,
          message: accountMessages.codeVerified,
          data: { resetToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
        });
        const reset = await post("reset-password", {
          resetToken: verified.json().data.resetToken,
          phone,
          ...passwords(NEW_PASSWORD),
        });

        expect(reset.statusCode).toBe(200);
        expect(reset.json()).toEqual({ success: true, message: accountMessages.passwordReset, data: null });
        expect((await me(token)).statusCode).toBe(401);
        expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
        const fresh = await login(account.email, NEW_PASSWORD);
        expect(fresh.statusCode).toBe(200);
        expect((await me(fresh.json().data.token)).statusCode).toBe(200);
      });

      it("answers an unknown phone exactly as a known one, sends nothing, and limits it the same", async () => {
        const { phone } = await registerWithVerifiedPhone(getContext().app);
        const unknown = newPhone();

        const known = await post("forgot-password", { phone }, { ip: "10.3.0.1" });
        const stranger = await post("forgot-password", { phone: unknown }, { ip: "10.3.0.2" });

        expect(stranger.statusCode).toBe(known.statusCode);
        expect(stranger.body).toBe(known.body);
        expect(sms.countTo(unknown)).toBe(0);
        const knownAgain = await post("forgot-password", { phone }, { ip: "10.3.0.1" });
        const strangerAgain = await post("forgot-password", { phone: unknown }, { ip: "10.3.0.2" });
        expect(strangerAgain.statusCode).toBe(429);
        expect(strangerAgain.body).toBe(knownAgain.body);
      });

      describe("given the owner verified a code and someone else knows the phone", () => {
        it("refuses the phone without the token, and a made-up token, and leaves the password alone", async () => {
          const { phone, account } = await registerWithVerifiedPhone(getContext().app);
          const resetToken = await verifiedToken(phone, "10.6.0.1");

          const phoneOnly = await post("reset-password", { phone, ...passwords("Saldirgan-Sifre-1") }, { ip: "10.6.0.2" });
          expect(phoneOnly.statusCode).toBe(400);
          expect(fieldErrors(phoneOnly.json())).toEqual({ resetToken: accountMessages.resetNotVerified });
          for (const guess of ["x", "A".repeat(43), `${resetToken.slice(0, -1)}${resetToken.endsWith("A") ? "B" : "A"}`]) {
            const guessed = await post(
              "reset-password",
              { resetToken: guess, phone, ...passwords("Saldirgan-Sifre-1") },
              { ip: "10.6.0.2" },
            );
            expect(guessed.statusCode).toBe(400);
            expect(guessed.json()).toEqual(notVerified);
          }
          expect((await login(account.email, "Saldirgan-Sifre-1")).statusCode).toBe(401);
          expect((await login(account.email, PASSWORD)).statusCode).toBe(200);

          // the owner's token still works
          expect((await post("reset-password", { resetToken, ...passwords(NEW_PASSWORD) })).statusCode).toBe(200);
          expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
        });
      });

      it("needs a verified code's token first, and uses it once", async () => {
        const { phone, account } = await registerWithVerifiedPhone(getContext().app);
        const resetToken = await verifiedToken(phone);
        expect((await post("reset-password", { resetToken, phone, ...passwords(NEW_PASSWORD) })).statusCode).toBe(
          200,
        );

        const reused = await post("reset-password", { resetToken, phone, ...passwords("Ucuncu-Sifre-99") });
        expect(reused.statusCode).toBe(400);
        expect(reused.json()).toEqual(notVerified);
        expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
        expect((await post("verify-reset-code", { phone, otp: sms.lastCode(phone) })).statusCode).toBe(400);
      });

      it("lets exactly one of two racing resets with one token win", async () => {
        const { phone, account } = await registerWithVerifiedPhone(getContext().app);
        const resetToken = await verifiedToken(phone);

        const responses = await Promise.all(
          ["Birinci-Yarisan-1", "Ikinci-Yarisan-2"].map((password) =>
            post("reset-password", { resetToken, ...passwords(password) }),
          ),
        );

        expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
        const logins = await Promise.all(
          ["Birinci-Yarisan-1", "Ikinci-Yarisan-2"].map((password) => login(account.email, password)),
        );
        expect(logins.map((r) => r.statusCode).sort()).toEqual([200, 401]);
      });

      it("resets only the account the token came from, and refuses it with another phone", async () => {
        const victim = await registerWithVerifiedPhone(getContext().app);
        const other = await registerWithVerifiedPhone(getContext().app);
        const othersToken = await verifiedToken(other.phone);

        const crossed = await post("reset-password", {
          resetToken: othersToken,
          phone: victim.phone,
          ...passwords("Saldirgan-Sifre-1"),
        });
        expect(crossed.statusCode).toBe(400);
        expect(crossed.json()).toEqual(notVerified);

        expect((await post("reset-password", { resetToken: othersToken, ...passwords(NEW_PASSWORD) })).statusCode).toBe(
          200,
        );
        expect((await login(victim.account.email, PASSWORD)).statusCode).toBe(200);
        expect((await login(victim.account.email, NEW_PASSWORD)).statusCode).toBe(401);
        expect((await login(other.account.email, NEW_PASSWORD)).statusCode).toBe(200);
      });

      it("keeps the token for 10 minutes only", async () => {
        const { phone, account } = await registerWithVerifiedPhone(getContext().app);
        const resetToken = await verifiedToken(phone);
        clock.advance(601);

        const response = await post("reset-password", { resetToken, phone, ...passwords(NEW_PASSWORD) });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(notVerified);
        expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
      });

      it("retires a verified code's token when a new code is asked for", async () => {
        const { phone } = await registerWithVerifiedPhone(getContext().app);
        const first = await verifiedToken(phone);
        clock.advance(61);
        const second = await verifiedToken(phone);

        expect((await post("reset-password", { resetToken: first, ...passwords(NEW_PASSWORD) })).json()).toEqual(
          notVerified,
        );
        expect((await post("reset-password", { resetToken: second, ...passwords(NEW_PASSWORD) })).statusCode).toBe(
          200,
        );
      });

      it("stores only a keyed hash of the token", async () => {
        const { phone } = await registerWithVerifiedPhone(getContext().app);
        const resetToken = await verifiedToken(phone);
        const rows = await getContext()
          .database.db.select()
          .from(oneTimeCodes)
          .where(eq(oneTimeCodes.phone, phone));

        expect(rows).toHaveLength(1);
        expect(rows[0]?.resetTokenHash).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.stringify(rows)).not.toContain(resetToken);
      });

      it("refuses a common new password and keeps the token for a better one", async () => {
        const { phone, account } = await registerWithVerifiedPhone(getContext().app);
        const resetToken = await verifiedToken(phone);

        const common = await post("reset-password", { resetToken, phone, ...passwords("fenerbahce") });
        expect(common.statusCode).toBe(400);
        expect(common.json().data.errors).toEqual([{ field: "newPassword", message: commonPasswordMessage }]);

        const better = await post("reset-password", { resetToken, phone, ...passwords(NEW_PASSWORD) });
        expect(better.statusCode).toBe(200);
        expect((await login(account.userName, NEW_PASSWORD)).statusCode).toBe(200);
      });

      it.each([
        [
          { resetToken: "t", phone: "5551234567", newPassword: "", confirmPassword: "" },
          { newPassword: "Yeni şifre gereklidir", confirmPassword: "Tekrar şifre zorunludur" },
        ],
        [
          { resetToken: "t", phone: "5551234567", newPassword: "12345", confirmPassword: "12345" },
          { newPassword: "Şifre en az 6 karakter olmalıdır" },
        ],
        [
          { resetToken: "t", newPassword: NEW_PASSWORD, confirmPassword: "Baska-Sifre-1" },
          { confirmPassword: "Şifreler eşleşmiyor" },
        ],
        [
          { resetToken: "t", phone: "0123", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          { phone: "Geçerli bir telefon numarası girin" },
        ],
        [
          { phone: "5551234567", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          { resetToken: "Önce telefonunuza gönderilen kodu doğrulayın." },
        ],
        [
          { resetToken: "t".repeat(129), newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          { resetToken: "Önce telefonunuza gönderilen kodu doğrulayın." },
        ],
      ])("refuses %o with the Turkish field messages", async (payload, expected) => {
        const response = await post("reset-password", payload);

        expect(response.statusCode).toBe(400);
        expect(fieldErrors(response.json())).toEqual(expected);
      });

      it("lifts the login throttle of the account it resets", async () => {
        const { phone, account } = await registerWithVerifiedPhone(getContext().app);
        for (let i = 0; i < 10; i += 1) await login(account.email, `Yanlis-Sifre-${i}`);
        expect((await login(account.email, PASSWORD)).statusCode).toBe(429);

        const resetToken = await verifiedToken(phone);
        await post("reset-password", { resetToken, ...passwords(NEW_PASSWORD) });

        expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
      });
    });
  },
  { services: { clock, sms } },
);
