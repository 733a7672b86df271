import {
  accountMessages,
  commonPasswordMessage,
  httpMessages,
  OTP_RESEND_SECONDS,
} from "@halisaha/data/contract";
import { and, eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { describeEachDatabase } from "./helpers/app";
import {
  countUsers,
  json,
  newAccount,
  newPhone,
  PASSWORD,
  register,
  registerWithPhone,
  registerWithVerifiedPhone,
} from "./helpers/accounts";
import { MemorySms, TestClock } from "./helpers/fakes";
import { accountLoginFailures, notifications, users } from "../src/db/schema";
import {
  ACCOUNT_FAILURE_CAP,
  ACCOUNT_WINDOW_SECONDS,
  loginDelaySeconds,
} from "../src/modules/auth/login-throttle";

const clock = new TestClock();
const sms = new MemorySms();

describeEachDatabase(
  "accounts: register and login",
  (getContext) => {
    const inject = (options: InjectOptions) => getContext().app.inject(options);
    const post = (url: string, payload: unknown, remoteAddress = "127.0.0.1") =>
      inject({ method: "POST", url, headers: json, payload: payload as object, remoteAddress });
    const login = (identityFier: string, password: string, remoteAddress?: string, otp?: string) =>
      post(
        "/api/auth/login",
        { identityFier, password, ...(otp === undefined ? {} : { otp }) },
        remoteAddress,
      );
    const me = (token: string) =>
      inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
    const verifyPhoneOf = (userId: number | string) =>
      getContext()
        .database.db.update(users)
        .set({ isPhoneVerified: true })
        .where(eq(users.id, Number(userId)));

    describe("POST /api/auth/register", () => {
      it("creates a user account and answers 201 with a token and the user", async () => {
        const account = newAccount({ email: "  Yeni.Oyuncu@Example.COM ", userName: "Yeni.Oyuncu_1" });
        const response = await post("/api/auth/register", {
          ...account,
          role: "admin",
          isPhoneVerified: true,
        });

        expect(response.statusCode).toBe(201);
        const body = response.json();
        expect(body).toMatchObject({ success: true, message: accountMessages.registered });
        expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        expect(body.data.items).toEqual({
          id: expect.any(Number),
          firstName: "Ayşe",
          lastName: "Yılmaz",
          userName: "Yeni.Oyuncu_1",
          email: "yeni.oyuncu@example.com",
          phoneNumber: null,
          role: "user",
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          isPhoneVerified: false,
          favorites: [],
        });
        expect(JSON.stringify(body)).not.toMatch(/password|hash|google/i);
      });

      it("stores an argon2id hash, never the password", async () => {
        const { user } = await register(getContext().app);
        const result = (await getContext().database.db.execute(
          sql`select password_hash from users where id = ${Number(user.id)}`,
        )) as unknown as { rows: { password_hash: string }[] };

        expect(result.rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      });

      const valid = newAccount();
      it.each([
        ["no first name", { firstName: undefined }, { firstName: "Ad gereklidir" }],
        ["a one-letter first name", { firstName: "A" }, { firstName: "Ad en az 2 karakter olmalıdır" }],
        [
          "a first name over 50",
          { firstName: "A".repeat(51) },
          { firstName: "Ad en fazla 50 karakter olabilir" },
        ],
        ["a number as first name", { firstName: 42 }, { firstName: "Ad gereklidir" }],
        ["an empty last name", { lastName: "  " }, { lastName: "Soyad gereklidir" }],
        ["a short last name", { lastName: "Y" }, { lastName: "Soyad en az 2 karakter olmalıdır" }],
        ["no user name", { userName: "" }, { userName: "Kullanıcı adı gereklidir" }],
        ["a short user name", { userName: "ab" }, { userName: "Kullanıcı adı en az 3 karakter olmalıdır" }],
        [
          "a long user name",
          { userName: "a".repeat(21) },
          { userName: "Kullanıcı adı en fazla 20 karakter olmalıdır" },
        ],
        [
          "a user name with other characters",
          { userName: "ayşe yılmaz" },
          { userName: "Kullanıcı adı yalnızca harf, rakam, nokta ve alt çizgi içerebilir" },
        ],
        ["no e-mail", { email: undefined }, { email: "E-posta adresi gereklidir" }],
        ["a malformed e-mail", { email: "ayse@" }, { email: "Geçerli bir e-posta adresi giriniz" }],
        [
          "an e-mail over 254",
          { email: `${"a".repeat(250)}@example.com` },
          { email: "Geçerli bir e-posta adresi giriniz" },
        ],
        [
          "no password",
          { password: "", confirmPassword: "" },
          {
            password: "Şifre gereklidir",
            confirmPassword: "Şifre onayı gereklidir",
          },
        ],
        [
          "a short password",
          { password: "12345", confirmPassword: "12345" },
          { password: "Şifre en az 6 karakter olmalıdır" },
        ],
        [
          "a password over 128",
          { password: "x".repeat(129), confirmPassword: "x".repeat(129) },
          { password: "Şifre en fazla 128 karakter olabilir" },
        ],
        [
          "a confirmation that differs",
          { confirmPassword: "Baska-Sifre-42" },
          { confirmPassword: "Şifreler eşleşmiyor" },
        ],
      ])("refuses %s with the Turkish field message and writes nothing", async (_, change, expected) => {
        const before = await countUsers(getContext().database.db);
        const response = await post("/api/auth/register", { ...valid, ...change });

        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(httpMessages.badRequest);
        const errors = response.json().data.errors as { field: string; message: string }[];
        expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual(expected);
        expect(await countUsers(getContext().database.db)).toBe(before);
      });

      it("refuses a body that is not an object", async () => {
        const response = await post("/api/auth/register", ["ayse"]);

        expect(response.statusCode).toBe(400);
        expect(response.json().data.errors[0].field).toBe("body");
      });

      it.each(["password1", "Galatasaray", "QWERTYUIOP", "İSTANBUL"])(
        "refuses the common password %s on the password field and writes nothing",
        async (password) => {
          const before = await countUsers(getContext().database.db);
          const response = await post(
            "/api/auth/register",
            newAccount({ password, confirmPassword: password }),
          );

          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            success: false,
            message: commonPasswordMessage,
            data: { errors: [{ field: "password", message: commonPasswordMessage }] },
          });
          expect(await countUsers(getContext().database.db)).toBe(before);
        },
      );

      it("saves an optional phone unverified, whoever else holds it, refuses a bad one, and stores none for an empty field", async () => {
        const registerWith = (phoneField: string) =>
          getContext().app.inject({
            method: "POST",
            url: "/api/auth/register",
            headers: json,
            payload: { ...newAccount(), phone: phoneField },
          });
        const phone = newPhone();
        const withPhone = await registerWith(`0${phone}`);
        expect(withPhone.statusCode, withPhone.body).toBe(201);
        expect(withPhone.json().data.items).toMatchObject({ phoneNumber: phone, isPhoneVerified: false });

        // Another account's number (here still unverified) is only a claim: no 409 that tells.
        const claimed = await registerWith(phone);
        expect(claimed.statusCode, claimed.body).toBe(201);
        expect(claimed.json().data.items).toMatchObject({ phoneNumber: phone, isPhoneVerified: false });

        const bad = await registerWith("12345");
        expect(bad.statusCode).toBe(400);
        expect(bad.json().data.errors.map((e: { field: string }) => e.field)).toEqual(["phone"]);

        const empty = await registerWith("");
        expect(empty.statusCode).toBe(201);
        expect(empty.json().data.items.phoneNumber).toBeNull();
      });

      it("answers 409 for an e-mail that is taken in any case, and writes nothing", async () => {
        const { account } = await register(getContext().app);
        const before = await countUsers(getContext().database.db);
        const response = await post("/api/auth/register", newAccount({ email: account.email.toUpperCase() }));

        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          success: false,
          message: accountMessages.emailTaken,
          data: { errors: [{ field: "email", message: accountMessages.emailTaken }] },
        });
        expect(await countUsers(getContext().database.db)).toBe(before);
      });

      it("answers 409 for a user name that is taken in any case", async () => {
        const { account } = await register(getContext().app);
        const response = await post(
          "/api/auth/register",
          newAccount({ userName: account.userName.toUpperCase() }),
        );

        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          success: false,
          message: accountMessages.userNameTaken,
          data: { errors: [{ field: "userName", message: accountMessages.userNameTaken }] },
        });
      });

      it("names both fields when both are taken", async () => {
        const { account } = await register(getContext().app);
        const response = await post("/api/auth/register", { ...account });

        expect(response.statusCode).toBe(409);
        expect(response.json().data.errors.map((e: { field: string }) => e.field)).toEqual([
          "email",
          "userName",
        ]);
      });

      it("lets the database decide between two registrations racing for one e-mail", async () => {
        const email = newAccount().email;
        const responses = await Promise.all(
          [1, 2].map(() => post("/api/auth/register", newAccount({ email }))),
        );

        expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
        expect(responses.find((r) => r.statusCode === 409)?.json().data.errors).toEqual([
          { field: "email", message: accountMessages.emailTaken },
        ]);
      });
    });

    describe("POST /api/auth/login", () => {
      it("signs in by e-mail in any case, by user name in any case, and by verified phone in any shape", async () => {
        const { app } = getContext();
        const { account, user, phone } = await registerWithVerifiedPhone(app);
        const identifiers = [
          account.email.toUpperCase(),
          `  ${account.userName.toUpperCase()} `,
          phone,
          `0${phone}`,
          `+90 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`,
        ];

        for (const identifier of identifiers) {
          const response = await login(identifier, PASSWORD);
          expect(response.statusCode, identifier).toBe(200);
          expect(response.json()).toMatchObject({
            success: true,
            message: accountMessages.loggedIn,
            data: { token: expect.any(String), items: { id: user.id, email: account.email } },
          });
        }
      });

      it("gives an unknown account and a wrong password the very same 401", async () => {
        const { account } = await register(getContext().app);
        const unknown = await login("kimse-yok@example.com", PASSWORD);
        const wrong = await login(account.email, "Yanlis-Sifre-1");

        expect(unknown.statusCode).toBe(401);
        expect(wrong.statusCode).toBe(401);
        expect(wrong.body).toBe(unknown.body);
        expect(unknown.json()).toEqual({
          success: false,
          message: accountMessages.invalidCredentials,
          data: null,
        });
      });

      it.each([
        [
          { identityFier: " ", password: "" },
          {
            identityFier: "E-posta adresi, telefon numarası veya kullanıcı adı gereklidir",
            password: "Şifre gereklidir",
          },
        ],
        [
          { identityFier: 5551234567, password: 123456 },
          {
            identityFier: "E-posta adresi, telefon numarası veya kullanıcı adı gereklidir",
            password: "Şifre gereklidir",
          },
        ],
        [
          { identityFier: "a".repeat(255), password: "abcdef" },
          {
            identityFier: "Bu alan en fazla 254 karakter olabilir",
          },
        ],
        [{ identityFier: "oyuncu", password: "12345" }, { password: "Şifre en az 6 karakter olmalıdır" }],
      ])("refuses %o with the Turkish field messages", async (payload, expected) => {
        const response = await post("/api/auth/login", payload);

        expect(response.statusCode).toBe(400);
        const errors = response.json().data.errors as { field: string; message: string }[];
        expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual(expected);
      });
    });

    describe("login throttling (per account and IP, growing delays, no lockout)", () => {
      it("gives an (account, IP) pair 5 tries, then growing delays answered 429 with Retry-After", async () => {
        const { account } = await register(getContext().app);
        for (let i = 0; i < 5; i += 1)
          expect((await login(account.email, `Yanlis-Sifre-${i}`, "10.0.1.1")).statusCode).toBe(401);

        const refused = await login(account.email.toUpperCase(), PASSWORD, "10.0.1.1");
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          success: false,
          message: accountMessages.tooManyLogins,
          data: null,
        });
        expect(refused.headers["retry-after"]).toBe(String(loginDelaySeconds(1)));

        clock.advance(loginDelaySeconds(1));
        expect((await login(account.email, "Yanlis-Sifre-5", "10.0.1.1")).statusCode).toBe(401);
        const longer = await login(account.email, PASSWORD, "10.0.1.1");
        expect(longer.statusCode).toBe(429);
        expect(longer.headers["retry-after"]).toBe(String(loginDelaySeconds(2)));
        expect(loginDelaySeconds(2)).toBeGreaterThan(loginDelaySeconds(1));

        clock.advance(loginDelaySeconds(2));
        expect((await login(account.email, PASSWORD, "10.0.1.1")).statusCode).toBe(200);
      });

      it("counts e-mail, user name and phone of one account as one", async () => {
        const { account, phone } = await registerWithVerifiedPhone(getContext().app);
        const identifiers = [account.email, account.userName, `0${phone}`, `+90${phone}`, phone];
        for (const [i, identifier] of identifiers.entries())
          expect((await login(identifier, `Yanlis-Sifre-${i}`, "10.0.2.1")).statusCode).toBe(401);

        expect((await login(account.userName, PASSWORD, "10.0.2.1")).statusCode).toBe(429);
      });

      it("never locks the owner out: wrong passwords from one address leave another address alone", async () => {
        const { account } = await register(getContext().app);
        for (let i = 0; i < 5; i += 1) await login(account.email, `Yanlis-Sifre-${i}`, "10.0.3.1");

        expect((await login(account.email, PASSWORD, "10.0.3.1")).statusCode).toBe(429);
        expect((await login(account.email, PASSWORD, "10.0.3.2")).statusCode).toBe(200);
      });

      it("gives every guessing address one free try once the account collected 30 failures", async () => {
        const { account } = await register(getContext().app);
        for (let i = 0; i < 30; i += 1)
          expect((await login(account.email, "Yanlis-Sifre", `10.0.5.${i}`)).statusCode).toBe(401);

        expect((await login(account.email, "Yanlis-Sifre", "10.0.5.1")).statusCode).toBe(429);
        expect((await login(account.email, PASSWORD, "10.0.5.200")).statusCode).toBe(200);
      });

      it("forgets the pair's failures after a successful login", async () => {
        const { account } = await register(getContext().app);
        for (let i = 0; i < 4; i += 1) await login(account.userName, `Yanlis-Sifre-${i}`, "10.0.3.5");
        expect((await login(account.userName, PASSWORD, "10.0.3.5")).statusCode).toBe(200);

        for (let i = 0; i < 4; i += 1) await login(account.userName, `Yanlis-Sifre-${i}`, "10.0.3.5");
        expect((await login(account.userName, "Yanlis-Sifre-x", "10.0.3.5")).statusCode).toBe(401);
      });

      it("refuses an IP after 50 failures on any identifiers, and only that IP", async () => {
        const { account } = await register(getContext().app);
        for (let i = 0; i < 50; i += 1) {
          const response = await login(`kimse${i}@example.com`, "Yanlis-Sifre", "10.0.4.1");
          expect(response.statusCode).toBe(401);
        }

        const refused = await login(account.email, PASSWORD, "10.0.4.1");
        const elsewhere = await login(account.email, PASSWORD, "10.0.4.2");

        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
        expect(elsewhere.statusCode).toBe(200);
      });
    });

    describe("the per-account cap (NIST SP 800-63B): 100 failures from anywhere, then password + SMS code", () => {
      const codeRequired = {
        success: false,
        message: accountMessages.loginCodeRequired,
        data: { secondFactor: "sms" },
      };
      const codeRefused = { ...codeRequired, message: accountMessages.loginCodeInvalid };

      it("stops a guess spread over 100 addresses; the right password with the SMS code still signs in", async () => {
        const { account, user, phone } = await registerWithPhone(getContext().app);
        await verifyPhoneOf(user.id);
        for (let i = 0; i < ACCOUNT_FAILURE_CAP; i += 1) {
          const response = await login(account.email, `Yanlis-Sifre-${i}`, `10.9.${i >> 8}.${i & 255}`);
          expect(response.statusCode, `failure ${i + 1}`).toBe(401);
          expect(response.json().data).toBeNull();
        }
        // the per-address brakes still act: a guessing address had its one free try
        expect((await login(account.email, "Yanlis-Sifre-x", "10.9.0.7")).statusCode).toBe(429);

        const alone = await login(account.email, PASSWORD, "10.9.1.1");
        expect(alone.statusCode).toBe(401);
        expect(alone.json()).toEqual(codeRequired);
        // sent after the answer, so its time does not tell a right password apart
        await vi.waitFor(() => expect(sms.countTo(phone)).toBe(1));
        const code = sms.lastCode(phone);

        // a wrong password gets the very same answer, and sends no SMS
        const guess = await login(account.userName, "Yanlis-Sifre-y", "10.9.1.2");
        expect(guess.statusCode).toBe(401);
        expect(guess.body).toBe(alone.body);
        // neither a wrong code nor the right code with a wrong password tells anything apart
        const wrongCode = await login(
          account.email,
          PASSWORD,
          "10.9.1.3",
          code === "000000" ? "111111" : "000000",
        );
        const wrongPassword = await login(account.email, "Yanlis-Sifre-z", "10.9.1.4", code);
        expect(wrongCode.json()).toEqual(codeRefused);
        expect(wrongPassword.body).toBe(wrongCode.body);

        const signedIn = await login(`0${phone}`, PASSWORD, "10.9.1.5", code);
        expect(signedIn.statusCode).toBe(200);
        expect(signedIn.json().data.items.id).toBe(user.id);
        expect((await me(signedIn.json().data.token as string)).statusCode).toBe(200);
        // the count started over: the password alone signs in again (a code sent along is ignored)
        expect((await login(account.email, PASSWORD, "10.9.1.6", code)).statusCode).toBe(200);
        expect((await login(account.email, "Yanlis-Sifre", "10.9.1.7")).json().data).toBeNull();
        expect((await login(account.email, PASSWORD, "10.9.1.8")).statusCode).toBe(200);
        // only the right password ever sent a code
        expect(sms.countTo(phone)).toBe(1);

        // the owner was told once, in the bell, with the way out
        const told = await getContext()
          .database.db.select()
          .from(notifications)
          .where(and(eq(notifications.userId, Number(user.id)), eq(notifications.kind, "login_attempts")));
        expect(told).toHaveLength(1);
        expect(told[0]).toMatchObject({ link: "/user/profile", isRead: false });
        expect(told[0]!.body).toContain(String(ACCOUNT_FAILURE_CAP));
      });

      it("gives the same answer when the code cannot be sent, and a later try sends it", async () => {
        const { account, user, phone } = await registerWithPhone(getContext().app);
        await verifyPhoneOf(user.id);
        await capCount(`user:${user.id}`, ACCOUNT_FAILURE_CAP);
        sms.failNext();

        const providerDown = await login(account.email, PASSWORD, "10.9.5.1");
        const wrong = await login(account.email, "Yanlis-Sifre", "10.9.5.2");
        expect(providerDown.statusCode).toBe(401);
        expect(providerDown.body).toBe(wrong.body);
        expect(sms.countTo(phone)).toBe(0);

        clock.advance(OTP_RESEND_SECONDS); // whenever the failed send was undone
        expect((await login(account.email, PASSWORD, "10.9.5.1")).json()).toEqual(codeRequired);
        await vi.waitFor(() => expect(sms.countTo(phone)).toBe(1));
        const signedIn = await login(account.email, PASSWORD, "10.9.5.1", sms.lastCode(phone));
        expect(signedIn.statusCode).toBe(200);
      });

      it("counts per account, not per address: 99 failures leave the password alone enough", async () => {
        const { account, user } = await registerWithPhone(getContext().app);
        await verifyPhoneOf(user.id);
        await capCount(`user:${user.id}`, ACCOUNT_FAILURE_CAP - 2);
        expect((await login(account.email, "Yanlis-Sifre", "10.9.2.1")).statusCode).toBe(401);
        expect((await login(account.email, PASSWORD, "10.9.2.2")).statusCode).toBe(200);
      });

      it("makes an account without a verified phone wait for the window's end (429), then lets the password in", async () => {
        const { account, user } = await register(getContext().app);
        await capCount(`user:${user.id}`, ACCOUNT_FAILURE_CAP);

        const refused = await login(account.email, PASSWORD, "10.9.3.1");
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ success: false, message: accountMessages.loginPaused, data: null });
        expect(Number(refused.headers["retry-after"])).toBe(ACCOUNT_WINDOW_SECONDS);

        clock.advance(ACCOUNT_WINDOW_SECONDS);
        expect((await login(account.email, PASSWORD, "10.9.3.1")).statusCode).toBe(200);
      });

      it("lets a password reset end the cap at once", async () => {
        const { account, user, phone } = await registerWithVerifiedPhone(getContext().app);
        await capCount(`user:${user.id}`, ACCOUNT_FAILURE_CAP);
        const capped = await login(account.email, PASSWORD, "10.9.4.1");
        expect(capped.statusCode).toBe(401);
        expect(capped.json().data).toEqual({ secondFactor: "sms" });

        await post("/api/auth/forgot-password", { phone }, "10.9.4.2");
        const verified = await post(
          "/api/auth/verify-reset-code",
          { phone, otp: sms.lastCode(phone) },
          "10.9.4.2",
        );
        const { resetToken } = verified.json().data as { resetToken: string };
        const newPassword = "Yepyeni-Sifre-2026";
        const reset = await post(
          "/api/auth/reset-password",
          { resetToken, newPassword, confirmPassword: newPassword },
          "10.9.4.2",
        );
        expect(reset.statusCode).toBe(200);

        expect((await login(account.email, newPassword, "10.9.4.1")).statusCode).toBe(200);
      });

      /** Gives the account `failures` failed logins in a window that started now (as the upsert keeps them). */
      async function capCount(identifier: string, failures: number) {
        await getContext()
          .database.db.insert(accountLoginFailures)
          .values({ identifier, failures, windowStartedAt: clock.now() });
      }
    });
  },
  { services: { clock, sms } },
);
