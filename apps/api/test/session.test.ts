import { accountMessages, commonPasswordMessage, httpMessages } from "@halisaha/data/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { requireRole } from "../src/auth";
import type { App } from "../src/app";
import { revokedTokens, users } from "../src/db/schema";
import { ok } from "../src/http";
import { describeEachDatabase } from "./helpers/app";
import { bearer, json, newPhone, PASSWORD, register, registerWithPhone } from "./helpers/accounts";
import { TestClock } from "./helpers/fakes";

const clock = new TestClock();
const unauthorizedBody = { success: false, message: httpMessages.unauthorized, data: null };

/** Test-only route behind a role guard (no product route checks a role yet). */
const ownerProbe: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { onRequest: requireRole("facility_owner", "admin") }, async () => ok({ allowed: true }));
};

describeEachDatabase(
  "accounts: tokens, me, password change, profile",
  (getContext) => {
    const me = (headers: Record<string, string> = {}) =>
      getContext().app.inject({ method: "GET", url: "/api/auth/me", headers });
    const changePassword = (token: string, payload: object) =>
      getContext().app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        headers: { ...json, ...bearer(token) },
        payload,
      });
    const updateProfile = (token: string, payload: unknown) =>
      getContext().app.inject({
        method: "PUT",
        url: "/api/users/profile",
        headers: { ...json, ...bearer(token) },
        payload: payload as object,
      });
    const login = (identityFier: string, password: string) =>
      getContext().app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: { identityFier, password },
      });
    const userRow = async (id: number | string) => {
      const [row] = await getContext()
        .database.db.select()
        .from(users)
        .where(eq(users.id, Number(id)));
      return row!;
    };

    describe("GET /api/auth/me", () => {
      it("answers the signed-in user in data.user, with favourites and the phone flag", async () => {
        const { token, user } = await register(getContext().app);
        const response = await me(bearer(token));

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          success: true,
          message: httpMessages.ok,
          data: { user: { ...user, favorites: [], isPhoneVerified: false } },
        });
      });

      it.each([
        ["no Authorization header", {}],
        ["a token without the Bearer scheme", { authorization: "abc.def.ghi" }],
        ["a token that is not a JWT", { authorization: "Bearer yok-boyle-bir-token" }],
      ])("answers 401 to %s", async (_, headers) => {
        const response = await me(headers);

        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(unauthorizedBody);
      });

      it("answers 401 to a tampered token", async () => {
        const { token } = await register(getContext().app);
        const [header, payload, signature] = token.split(".") as [string, string, string];
        const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
        const forged = Buffer.from(JSON.stringify({ ...claims, role: "admin", sub: "1" })).toString(
          "base64url",
        );
        const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;

        expect((await me(bearer(`${header}.${forged}.${signature}`))).statusCode).toBe(401);
        expect((await me(bearer(`${header}.${payload}.${flipped}`))).statusCode).toBe(401);
      });

      it("answers 401 to a token signed with another secret or with no signature", async () => {
        const { user } = await register(getContext().app);
        const claims = { role: "user", tv: 0 };
        const now = Math.floor(clock.now().getTime() / 1000);
        const otherSecret = await new SignJWT(claims)
          .setProtectedHeader({ alg: "HS256" })
          .setSubject(String(user.id))
          .setIssuer("halisaha")
          .setAudience("halisaha-api")
          .setIssuedAt(now)
          .setExpirationTime(now + 3600)
          .sign(new TextEncoder().encode("a-different-secret-of-enough-length-123"));
        const unsigned = new UnsecuredJWT(claims)
          .setSubject(String(user.id))
          .setIssuer("halisaha")
          .setAudience("halisaha-api")
          .setExpirationTime(now + 3600)
          .encode();

        expect((await me(bearer(otherSecret))).statusCode).toBe(401);
        expect((await me(bearer(unsigned))).statusCode).toBe(401);
      });

      it("keeps a token for 7 days and refuses it after", async () => {
        const { token } = await register(getContext().app);

        clock.advance(7 * 24 * 3600 - 60);
        expect((await me(bearer(token))).statusCode).toBe(200);
        clock.advance(120);
        const expired = await me(bearer(token));

        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toEqual(unauthorizedBody);
      });

      it("answers 401 once the account is gone", async () => {
        const { token, user } = await register(getContext().app);
        await getContext()
          .database.db.delete(users)
          .where(eq(users.id, Number(user.id)));

        expect((await me(bearer(token))).statusCode).toBe(401);
      });
    });

    describe("POST /api/auth/logout and /api/auth/logout-all", () => {
      const logout = (app: App, token: string, what: "logout" | "logout-all" = "logout", payload?: object) =>
        app.inject({
          method: "POST",
          url: `/api/auth/${what}`,
          headers: { ...(payload ? json : {}), ...bearer(token) },
          ...(payload ? { payload } : {}),
        });

      it("ends the presented token at once, on every app on the database, and only that token", async () => {
        const { app } = getContext();
        const other = getContext().buildApp({ services: { clock } });
        const { token, account } = await register(app);
        const secondBrowser = (await login(account.email, PASSWORD)).json().data.token as string;
        expect(
          (await other.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode,
        ).toBe(200);

        const response = await logout(app, token);

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: accountMessages.loggedOut, data: null });
        expect((await me(bearer(token))).json()).toEqual(unauthorizedBody);
        const elsewhere = await other.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
        expect(elsewhere.statusCode).toBe(401);
        expect((await logout(other, token)).statusCode).toBe(401);
        expect((await me(bearer(secondBrowser))).statusCode).toBe(200);
      });

      it("keeps a revocation until the token expires, then prunes it on a later sign-out", async () => {
        const { token } = await register(getContext().app);
        expect((await logout(getContext().app, token)).statusCode).toBe(200);
        const jti = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).jti as string;
        const stored = async () =>
          (await getContext().database.db.select().from(revokedTokens).where(eq(revokedTokens.jti, jti)))
            .length;
        expect(await stored()).toBe(1);

        clock.advance(7 * 24 * 3600 - 120);
        expect((await me(bearer(token))).statusCode).toBe(401);
        const { token: fresh } = await register(getContext().app);
        clock.advance(240);
        expect((await logout(getContext().app, fresh)).statusCode).toBe(200);

        expect(await stored()).toBe(0);
      });

      it("refuses a body with fields and then keeps the session", async () => {
        const { token } = await register(getContext().app);
        const response = await logout(getContext().app, token, "logout", { everywhere: true });

        expect(response.statusCode).toBe(400);
        expect((await me(bearer(token))).statusCode).toBe(200);
        expect((await logout(getContext().app, token, "logout", {})).statusCode).toBe(200);
      });

      it("refuses a token without an id (signed before tokens had one)", async () => {
        const { user } = await register(getContext().app);
        const now = Math.floor(clock.now().getTime() / 1000);
        const old = await new SignJWT({ role: "user", tv: 0 })
          .setProtectedHeader({ alg: "HS256", typ: "JWT" })
          .setSubject(String(user.id))
          .setIssuer("halisaha")
          .setAudience("halisaha-api")
          .setIssuedAt(now)
          .setExpirationTime(now + 3600)
          .sign(new TextEncoder().encode(getContext().app.config.jwtSecret));

        expect((await me(bearer(old))).statusCode).toBe(401);
      });

      it("logout-all ends every session of the account, this one too, and no one else's", async () => {
        const { app } = getContext();
        const { token, account } = await register(app);
        const phone = (await login(account.email, PASSWORD)).json().data.token as string;
        const laptop = (await login(account.userName, PASSWORD)).json().data.token as string;
        const stranger = await register(app);

        const response = await logout(app, laptop, "logout-all");

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          success: true,
          message: accountMessages.loggedOutEverywhere,
          data: null,
        });
        for (const ended of [token, phone, laptop]) expect((await me(bearer(ended))).statusCode).toBe(401);
        expect((await me(bearer(stranger.token))).statusCode).toBe(200);
        const again = await login(account.email, PASSWORD);
        expect(again.statusCode).toBe(200);
        expect((await me(bearer(again.json().data.token as string))).statusCode).toBe(200);
      });

      it.each([["logout"], ["logout-all"]] as const)("/%s needs a signed-in user", async (what) => {
        const response = await getContext().app.inject({ method: "POST", url: `/api/auth/${what}` });

        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(unauthorizedBody);
      });
    });

    describe("POST /api/auth/change-password", () => {
      it("sets the new password, answers a fresh token, and kills every older token", async () => {
        const { token, account } = await register(getContext().app);
        const otherBrowser = (await login(account.email, PASSWORD)).json().data.token as string;
        const newPassword = "Yepyeni-Sifre-2026";

        const response = await changePassword(token, {
          currentPassword: PASSWORD,
          newPassword,
          confirmPassword: newPassword,
        });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          success: true,
          message: accountMessages.passwordChanged,
          data: { token: expect.any(String), items: { email: account.email } },
        });
        const fresh = response.json().data.token as string;
        expect((await me(bearer(fresh))).statusCode).toBe(200);
        expect((await me(bearer(token))).json()).toEqual(unauthorizedBody);
        expect((await me(bearer(otherBrowser))).statusCode).toBe(401);
        expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
        expect((await login(account.email, newPassword)).statusCode).toBe(200);
      });

      it("refuses a wrong current password on its field and changes nothing", async () => {
        const { token, user } = await register(getContext().app);
        const before = await userRow(user.id);
        const response = await changePassword(token, {
          currentPassword: "Yanlis-Sifre-1",
          newPassword: "Yepyeni-Sifre-2026",
          confirmPassword: "Yepyeni-Sifre-2026",
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          message: accountMessages.currentPasswordWrong,
          data: { errors: [{ field: "currentPassword", message: accountMessages.currentPasswordWrong }] },
        });
        expect(await userRow(user.id)).toEqual(before);
        expect((await me(bearer(token))).statusCode).toBe(200);
      });

      it("refuses a common new password on its field", async () => {
        const { token } = await register(getContext().app);
        const response = await changePassword(token, {
          currentPassword: PASSWORD,
          newPassword: "Password123",
          confirmPassword: "Password123",
        });

        expect(response.statusCode).toBe(400);
        expect(response.json().data.errors).toEqual([
          { field: "newPassword", message: commonPasswordMessage },
        ]);
      });

      it.each([
        [
          { currentPassword: "", newPassword: "", confirmPassword: "" },
          {
            currentPassword: "Mevcut şifre zorunludur",
            newPassword: "Yeni şifre zorunludur",
            confirmPassword: "Şifre onayı zorunludur",
          },
        ],
        [
          { currentPassword: PASSWORD, newPassword: "kisa123", confirmPassword: "kisa123" },
          { newPassword: "Şifreniz en az 8 karakter olmalıdır" },
        ],
        [
          { currentPassword: PASSWORD, newPassword: "Yepyeni-Sifre-1", confirmPassword: "Yepyeni-Sifre-2" },
          { confirmPassword: "Şifreler eşleşmiyor" },
        ],
      ])("refuses %o with the Turkish field messages", async (payload, expected) => {
        const { token } = await register(getContext().app);
        const response = await changePassword(token, payload);

        expect(response.statusCode).toBe(400);
        const errors = response.json().data.errors as { field: string; message: string }[];
        expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual(expected);
      });

      it("needs a signed-in user", async () => {
        const response = await getContext().app.inject({
          method: "POST",
          url: "/api/auth/change-password",
          headers: json,
          payload: {
            currentPassword: PASSWORD,
            newPassword: "Yepyeni-Sifre-1",
            confirmPassword: "Yepyeni-Sifre-1",
          },
        });

        expect(response.statusCode).toBe(401);
      });
    });

    describe("PUT /api/users/profile", () => {
      it("changes names and answers the user in data.items and data.user", async () => {
        const { token, user } = await register(getContext().app);
        const response = await updateProfile(token, { firstName: " Mehmet ", lastName: "Öztürk" });

        expect(response.statusCode).toBe(200);
        const expected = { ...user, firstName: "Mehmet", lastName: "Öztürk" };
        expect(response.json()).toEqual({
          success: true,
          message: accountMessages.profileUpdated,
          data: { items: expected, user: expected },
        });
        expect((await me(bearer(token))).json().data.user).toEqual(expected);
      });

      it("drops the e-mail, role and other unknown fields, and only ever changes the caller", async () => {
        const caller = await register(getContext().app);
        const other = await register(getContext().app);
        const otherBefore = await userRow(other.user.id);

        const response = await updateProfile(caller.token, {
          id: other.user.id,
          userId: other.user.id,
          email: "baska@example.com",
          role: "admin",
          isPhoneVerified: true,
          lastName: "Değişti",
        });

        expect(response.statusCode).toBe(200);
        expect(response.json().data.user).toEqual({ ...caller.user, lastName: "Değişti" });
        expect(await userRow(other.user.id)).toEqual(otherBefore);
      });

      it("sets a phone in any common shape and clears the verification when it changes", async () => {
        const { token, user, phone } = await registerWithPhone(getContext().app);
        await getContext()
          .database.db.update(users)
          .set({ isPhoneVerified: true })
          .where(eq(users.id, Number(user.id)));

        const same = await updateProfile(token, { phone: `0${phone}` });
        expect(same.json().data.user).toMatchObject({ phoneNumber: phone, isPhoneVerified: true });

        const next = newPhone();
        const changed = await updateProfile(token, { phone: `+90 ${next}` });
        expect(changed.statusCode).toBe(200);
        expect(changed.json().data.user).toMatchObject({ phoneNumber: next, isPhoneVerified: false });
      });

      it("saves a number another account holds as an unverified claim, answering as for any number", async () => {
        const owner = await registerWithPhone(getContext().app);
        await getContext()
          .database.db.update(users)
          .set({ isPhoneVerified: true })
          .where(eq(users.id, Number(owner.user.id)));
        const { token, user } = await register(getContext().app);
        const other = await register(getContext().app);
        const free = newPhone();

        const claimed = await updateProfile(token, { phone: owner.phone });
        const answered = await updateProfile(other.token, { phone: free });

        expect(claimed.statusCode).toBe(200);
        expect(claimed.json().message).toBe(answered.json().message);
        expect(claimed.json().data.user).toMatchObject({ phoneNumber: owner.phone, isPhoneVerified: false });
        expect(answered.json().data.user).toMatchObject({ phoneNumber: free, isPhoneVerified: false });
        expect(await userRow(user.id)).toMatchObject({ phoneNumber: owner.phone, isPhoneVerified: false });
        expect(await userRow(owner.user.id)).toMatchObject({
          phoneNumber: owner.phone,
          isPhoneVerified: true,
        });
      });

      it.each([
        [{}, { body: "Güncellenecek bir bilgi gönderilmedi" }],
        [{ email: "yeni@example.com" }, { body: "Güncellenecek bir bilgi gönderilmedi" }],
        [{ phone: "0555 123" }, { phone: "Geçerli bir telefon numarası girin" }],
        [{ phone: "05551234567890123" }, { phone: "Geçerli bir telefon numarası girin" }],
        [{ phone: "" }, { phone: "Telefon alanı zorunludur" }],
        [{ firstName: "A" }, { firstName: "Ad en az 2 karakter olmalıdır" }],
        [{ lastName: 7 }, { lastName: "Soyad gereklidir" }],
      ])("refuses %o with the Turkish field messages", async (payload, expected) => {
        const { token, user } = await register(getContext().app);
        const before = await userRow(user.id);
        const response = await updateProfile(token, payload);

        expect(response.statusCode).toBe(400);
        const errors = response.json().data.errors as { field: string; message: string }[];
        expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual(expected);
        expect(await userRow(user.id)).toEqual(before);
      });

      it("needs a signed-in user, checked before the body", async () => {
        const response = await getContext().app.inject({
          method: "PUT",
          url: "/api/users/profile",
          headers: json,
          payload: { firstName: "A" },
        });

        expect(response.statusCode).toBe(401);
      });
    });

    describe("role guard", () => {
      it("lets owners and admins through, refuses a user with 403 and a guest with 401", async () => {
        const app = getContext().buildApp({
          services: { clock },
          extraModules: [{ prefix: "/__owner", routes: ownerProbe }],
        });
        const { token, user } = await register(getContext().app);
        const get = (headers: Record<string, string>) =>
          app.inject({ method: "GET", url: "/api/__owner", headers });

        expect((await get({})).statusCode).toBe(401);
        const refused = await get(bearer(token));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ success: false, message: httpMessages.forbidden, data: null });

        // The role is read from the database on every request: the same token now passes.
        await getContext()
          .database.db.update(users)
          .set({ role: "facility_owner" })
          .where(eq(users.id, Number(user.id)));
        const allowed = await get(bearer(token));
        expect(allowed.statusCode).toBe(200);
        expect(allowed.json().data).toEqual({ allowed: true });
      });
    });

    describe("GET /api/config", () => {
      it("answers googleClientId null when Google sign-in is not configured", async () => {
        const response = await getContext().app.inject({ method: "GET", url: "/api/config" });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          success: true,
          message: httpMessages.ok,
          data: { googleClientId: null, payments: { mode: "test", publishableKey: null }, push: null },
        });
      });

      it("answers the configured client id", async () => {
        const app = getContext().buildApp({
          env: { GOOGLE_CLIENT_ID: "123-abc.apps.googleusercontent.com" },
        });
        const response = await app.inject({ method: "GET", url: "/api/config" });

        expect(response.json().data).toEqual({
          googleClientId: "123-abc.apps.googleusercontent.com",
          payments: { mode: "test", publishableKey: null },
          push: null,
        });
      });
    });

    it("keeps the database's users table free of plain passwords", async () => {
      await register(getContext().app);
      const result = (await getContext().database.db.execute(
        sql`select count(*)::int as count from users where password_hash = ${PASSWORD}`,
      )) as unknown as { rows: { count: number }[] };

      expect(result.rows[0]?.count).toBe(0);
    });
  },
  { services: { clock } },
);
