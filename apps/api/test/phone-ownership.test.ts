import { accountMessages } from "@halisaha/data/contract";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { violatedUniqueConstraint } from "../src/db/errors";
import { notifications, users } from "../src/db/schema";
import { insertUser } from "../src/modules/users/repo";
import { describeEachDatabase } from "./helpers/app";
import {
  bearer,
  json,
  newAccount,
  newPhone,
  PASSWORD,
  register,
  registerWithPhone,
  registerWithVerifiedPhone,
} from "./helpers/accounts";
import { MemorySms, TestClock } from "./helpers/fakes";

const clock = new TestClock();
const sms = new MemorySms();
const OTHER_PASSWORD = "Baska-Kale-Sifresi-8";
const NEW_PASSWORD = "Yeni-Kale-Sifresi-7";

/**
 * A phone number belongs to an account only once verified (users/service.ts): an unverified
 * number is a claim that neither blocks the real owner nor tells anyone who owns a number.
 */
describeEachDatabase(
  "phone numbers: verified ownership, unverified claims",
  (getContext) => {
    // Every test starts past the hourly code windows of the tests before it.
    beforeEach(() => clock.advance(2 * 3600));

    const post = (url: string, payload: object, options: { token?: string; ip?: string } = {}) =>
      getContext().app.inject({
        method: "POST",
        url: `/api/${url}`,
        headers: { ...json, ...(options.token ? bearer(options.token) : {}) },
        payload,
        remoteAddress: options.ip ?? "127.0.0.1",
      });
    const profile = (token: string, payload: object) =>
      getContext().app.inject({
        method: "PUT",
        url: "/api/users/profile",
        headers: { ...json, ...bearer(token) },
        payload,
      });
    const me = async (token: string) =>
      (await getContext().app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).json()
        .data.user;
    const sendCode = (token: string, phone: string) =>
      post("auth/send-verification-code", { phone }, { token });
    const verify = (token: string, phone: string, otp: string) =>
      post("auth/verify-phone-number", { phone, otp }, { token });
    const login = (identityFier: string, password: string) =>
      post("auth/login", { identityFier, password }, { ip: `10.9.${Math.floor(Math.random() * 250)}.1` });
    const notificationsOf = (userId: number | string) =>
      getContext()
        .database.db.select()
        .from(notifications)
        .where(and(eq(notifications.userId, Number(userId)), eq(notifications.kind, "phone_claim_dropped")));
    const rowOf = async (userId: number | string) => {
      const [row] = await getContext()
        .database.db.select()
        .from(users)
        .where(eq(users.id, Number(userId)));
      return row;
    };

    describe("an unverified number does not block its owner", () => {
      it("lets the owner register with it, verify it and take it over: the claim is dropped and its holder told", async () => {
        const phone = newPhone();
        const squatter = await registerWithPhone(getContext().app, phone);

        const owner = await post("auth/register", { ...newAccount(), phone });
        expect(owner.statusCode, owner.body).toBe(201);
        const { token } = owner.json().data as { token: string };
        expect((await sendCode(token, phone)).statusCode).toBe(200);
        const verified = await verify(token, phone, sms.lastCode(phone));

        expect(verified.statusCode, verified.body).toBe(200);
        expect(verified.json().data.user).toMatchObject({ phoneNumber: phone, isPhoneVerified: true });
        expect(await me(squatter.token)).toMatchObject({ phoneNumber: null, isPhoneVerified: false });
        expect(await notificationsOf(squatter.user.id)).toEqual([
          expect.objectContaining({
            title: "Telefon numaranız kaldırıldı",
            body: `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)} numarası başka bir hesapta SMS koduyla doğrulandığı için hesabınızdan kaldırıldı. Profilinizden kendi numaranızı ekleyip doğrulayabilirsiniz.`,
            link: "/user/profile",
            isRead: false,
          }),
        ]);
        // The holder sees it in the bell like any other notification.
        const bell = await getContext().app.inject({
          method: "GET",
          url: "/api/notifications/user",
          headers: bearer(squatter.token),
        });
        expect(bell.statusCode, bell.body).toBe(200);
        expect(JSON.stringify(bell.json().data)).toContain("Telefon numaranız kaldırıldı");
      });

      it("lets the owner set it in the profile while several accounts claim it; verifying drops every claim", async () => {
        const phone = newPhone();
        const claimants = [
          await registerWithPhone(getContext().app, phone),
          await registerWithPhone(getContext().app, phone),
        ];
        const owner = await registerWithPhone(getContext().app, phone);

        expect((await sendCode(owner.token, phone)).statusCode).toBe(200);
        expect((await verify(owner.token, phone, sms.lastCode(phone))).statusCode).toBe(200);

        for (const claimant of claimants) {
          expect((await rowOf(claimant.user.id))?.phoneNumber).toBeNull();
          expect(await notificationsOf(claimant.user.id)).toHaveLength(1);
        }
        expect(await rowOf(owner.user.id)).toMatchObject({ phoneNumber: phone, isPhoneVerified: true });
        expect(await notificationsOf(owner.user.id)).toEqual([]);
      });

      it("keeps one claimant's code alive when another claimant asks for one", async () => {
        const phone = newPhone();
        const owner = await registerWithPhone(getContext().app, phone);
        const squatter = await registerWithPhone(getContext().app, phone);
        await sendCode(owner.token, phone);
        const ownersCode = sms.lastCode(phone);
        clock.advance(61);

        expect((await sendCode(squatter.token, phone)).statusCode).toBe(200);
        const verified = await verify(owner.token, phone, ownersCode);

        expect(verified.statusCode, verified.body).toBe(200);
        expect((await rowOf(squatter.user.id))?.phoneNumber).toBeNull();
      });

      it("answers 409 to a second account verifying a number the first verified meanwhile, and changes nothing", async () => {
        const phone = newPhone();
        const first = await registerWithPhone(getContext().app, phone);
        const second = await registerWithPhone(getContext().app, phone);
        await sendCode(first.token, phone);
        const firstCode = sms.lastCode(phone);
        clock.advance(61);
        await sendCode(second.token, phone);
        const secondCode = sms.lastCode(phone);

        expect((await verify(first.token, phone, firstCode)).statusCode).toBe(200);
        const late = await verify(second.token, phone, secondCode);

        expect(late.statusCode).toBe(409);
        expect(late.json()).toEqual({
          success: false,
          message: accountMessages.phoneTaken,
          data: { errors: [{ field: "phone", message: accountMessages.phoneTaken }] },
        });
        expect(await rowOf(first.user.id)).toMatchObject({ phoneNumber: phone, isPhoneVerified: true });
        expect(await rowOf(second.user.id)).toMatchObject({ phoneNumber: null, isPhoneVerified: false });
      });

      it("lets exactly one of two accounts verifying the same number at once win; the other gets 409, never a 500", async () => {
        const phone = newPhone();
        const accounts = [
          await registerWithPhone(getContext().app, phone),
          await registerWithPhone(getContext().app, phone),
        ];
        const codes: string[] = [];
        for (const account of accounts) {
          await sendCode(account.token, phone);
          codes.push(sms.lastCode(phone));
          clock.advance(61);
        }

        const answers = await Promise.all(
          accounts.map((account, i) => verify(account.token, phone, codes[i] ?? "")),
        );

        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        const rows = await getContext().database.db.select().from(users).where(eq(users.phoneNumber, phone));
        expect(rows).toEqual([expect.objectContaining({ isPhoneVerified: true })]);
      });

      it("keeps at most one account per verified number in the database itself", async () => {
        const phone = newPhone();
        const { db } = getContext().database;
        const values = (tag: string) => ({
          ...newAccount({ userName: `dup_${tag}_${phone}`, email: `dup.${tag}.${phone}@example.com` }),
          phoneNumber: phone,
        });
        await insertUser(db, { ...values("a"), isPhoneVerified: false });
        await insertUser(db, { ...values("b"), isPhoneVerified: false });
        await insertUser(db, { ...values("c"), isPhoneVerified: true });

        const error = await insertUser(db, { ...values("d"), isPhoneVerified: true }).catch(
          (e: unknown) => e,
        );

        expect(violatedUniqueConstraint(error)).toBe("users_verified_phone_key");
      });
    });

    describe("nothing tells whether a number belongs to someone", () => {
      it("answers register, profile and the code request the same for a free, a claimed and an owned number", async () => {
        const owned = (await registerWithVerifiedPhone(getContext().app)).phone;
        const claimed = (await registerWithPhone(getContext().app)).phone;
        const free = newPhone();

        const shapes = [];
        for (const [i, phone] of [free, claimed, owned].entries()) {
          const registered = await post("auth/register", { ...newAccount(), phone }, { ip: `10.8.0.${i}` });
          const { token, items } = registered.json().data as { token: string; items: object };
          const other = await register(getContext().app);
          const updated = await profile(other.token, { phone });
          const sent = await sendCode(token, phone);
          shapes.push({
            register: [registered.statusCode, registered.json().message, items],
            profile: [updated.statusCode, updated.json().message, updated.json().data.user],
            send: [sent.statusCode, sent.body],
          });
          clock.advance(61);
        }

        for (const shape of shapes) {
          expect(shape.register).toEqual([
            201,
            accountMessages.registered,
            expect.objectContaining({ isPhoneVerified: false }),
          ]);
          expect(shape.profile).toEqual([
            200,
            accountMessages.profileUpdated,
            expect.objectContaining({ isPhoneVerified: false }),
          ]);
          expect(shape.send).toEqual([
            200,
            JSON.stringify({ success: true, message: accountMessages.codeSent, data: null }),
          ]);
        }
        // The owner's phone got no code for the strangers' accounts.
        expect(sms.countTo(owned)).toBe(0);
      });
    });

    describe("login and password reset by phone see only verified numbers", () => {
      it("signs the owner in by phone, never a claimant, and not by a number nobody verified", async () => {
        const owner = await registerWithVerifiedPhone(getContext().app);
        const squatter = await register(getContext().app, {
          password: OTHER_PASSWORD,
          confirmPassword: OTHER_PASSWORD,
        });
        expect((await profile(squatter.token, { phone: owner.phone })).statusCode).toBe(200);
        const unowned = await registerWithPhone(getContext().app);

        const asOwner = await login(owner.phone, PASSWORD);
        expect(asOwner.statusCode).toBe(200);
        expect(asOwner.json().data.items.id).toBe(owner.user.id);
        expect((await login(owner.phone, OTHER_PASSWORD)).statusCode).toBe(401);
        expect((await login(unowned.phone, PASSWORD)).statusCode).toBe(401);
        expect((await login(unowned.account.email, PASSWORD)).statusCode).toBe(200);
      });

      it("resets the owner's password by phone, and sends nothing for a number only claimed", async () => {
        const owner = await registerWithVerifiedPhone(getContext().app);
        const squatter = await register(getContext().app, {
          password: OTHER_PASSWORD,
          confirmPassword: OTHER_PASSWORD,
        });
        await profile(squatter.token, { phone: owner.phone });
        const unowned = await registerWithPhone(getContext().app);

        const claimedOnly = await post("auth/forgot-password", { phone: unowned.phone }, { ip: "10.7.0.1" });
        const owned = await post("auth/forgot-password", { phone: owner.phone }, { ip: "10.7.0.2" });
        expect(claimedOnly.body).toBe(owned.body);
        expect(sms.countTo(unowned.phone)).toBe(0);
        expect(sms.countTo(owner.phone)).toBe(1);

        const verified = await post("auth/verify-reset-code", {
          phone: owner.phone,
          otp: sms.lastCode(owner.phone),
        });
        const { resetToken } = verified.json().data as { resetToken: string };
        const reset = await post("auth/reset-password", {
          resetToken,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        });

        expect(reset.statusCode).toBe(200);
        expect((await login(owner.account.email, NEW_PASSWORD)).statusCode).toBe(200);
        expect((await login(squatter.account.email, OTHER_PASSWORD)).statusCode).toBe(200);
      });
    });
  },
  { services: { clock, sms } },
);
