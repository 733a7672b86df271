import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { accountMessages } from "@halisaha/data/contract";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { hashPassword } from "../src/auth/passwords";
import { users } from "../src/db/schema";
import { describeEachDatabase } from "./helpers/app";
import { bearer, json, PASSWORD, register } from "./helpers/accounts";
import { TestClock } from "./helpers/fakes";

const CLIENT_ID = "halisaha-test.apps.googleusercontent.com";
const clock = new TestClock();

interface KeySetServer {
  url: string;
  close(): Promise<void>;
}

/** Google's key endpoint stand-in: a real HTTP server answering the public key set. */
async function serveKeySet(keys: JWK[]): Promise<KeySetServer> {
  const server: Server = createServer((request, response) => {
    if (request.url !== "/oauth2/v3/certs") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let keySet: KeySetServer;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let subjectCounter = 0;

beforeAll(async () => {
  const google = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256");
  signingKey = google.privateKey;
  strangerKey = stranger.privateKey;
  keySet = await serveKeySet([
    { ...(await exportJWK(google.publicKey)), kid: "google-1", alg: "RS256", use: "sig" },
  ]);
});
afterAll(() => keySet.close());

interface TokenOptions {
  claims?: Record<string, unknown>;
  subject?: string;
  audience?: string;
  issuer?: string;
  key?: CryptoKey;
  kid?: string;
  expiresInSeconds?: number;
}

/** An ID token shaped like Google's. */
function googleToken(email: string, options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({
    email,
    email_verified: true,
    name: "Zeynep Kaya",
    given_name: "Zeynep",
    family_name: "Kaya",
    ...options.claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "google-1", typ: "JWT" })
    .setSubject(options.subject ?? `10876543210${(subjectCounter += 1)}`)
    .setIssuer(options.issuer ?? "https://accounts.google.com")
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .sign(options.key ?? signingKey);
}

const uniqueEmail = (local: string) => `${local}@${Math.random().toString(36).slice(2, 8)}.example.com`;

describeEachDatabase("Google sign-in", (getContext) => {
  let app: App;
  beforeAll(() => {
    app = getContext().buildApp({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keySet.url },
      services: { clock },
    });
  });
  const googleLogin = (token: unknown, target: App = app) =>
    target.inject({ method: "POST", url: "/api/auth/google-login", headers: json, payload: { token } });
  const googleLink = (token: string, googleIdToken: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/google-link",
      headers: { ...json, ...bearer(token) },
      payload: { token: googleIdToken },
    });
  const rowByEmail = async (email: string) =>
    getContext().database.db.select().from(users).where(eq(users.email, email));

  describe("a valid ID token", () => {
    it("creates a user account on first sign-in and finds it again after", async () => {
      const email = uniqueEmail("zeynep.kaya");
      const subject = "google-subject-new";
      const first = await googleLogin(await googleToken(email, { subject }));

      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        success: true,
        message: accountMessages.loggedIn,
        data: {
          token: expect.any(String),
          items: {
            firstName: "Zeynep",
            lastName: "Kaya",
            email,
            userName: "zeynep.kaya",
            role: "user",
            phoneNumber: null,
            isPhoneVerified: false,
          },
        },
      });
      const me = await app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: bearer(first.json().data.token),
      });
      expect(me.json().data.user.email).toBe(email);

      const again = await googleLogin(await googleToken(email, { subject }));
      expect(again.json().data.items.id).toBe(first.json().data.items.id);
      expect(await rowByEmail(email)).toHaveLength(1);
    });

    it("stores the Google names without bidirectional controls", async () => {
      const email = uniqueEmail("trojan");
      const response = await googleLogin(
        await googleToken(email, {
          claims: { name: "\u202EZeynep Kaya", given_name: "\u2067Zeynep\u2069", family_name: "Kaya\u200F" },
        }),
      );

      expect(response.statusCode, response.body).toBe(200);
      expect(await rowByEmail(email)).toEqual([
        expect.objectContaining({ firstName: "Zeynep", lastName: "Kaya" }),
      ]);
    });

    it("accepts the issuer without its scheme, as Google sends it too", async () => {
      const response = await googleLogin(
        await googleToken(uniqueEmail("ali"), { issuer: "accounts.google.com" }),
      );

      expect(response.statusCode).toBe(200);
    });

    it("marks the e-mail of an account it creates verified", async () => {
      const email = uniqueEmail("dogrulanmis");
      await googleLogin(await googleToken(email));

      expect((await rowByEmail(email))[0]?.emailVerifiedAt).toEqual(clock.now());
    });

    it("links an account whose e-mail is verified and that is not linked yet", async () => {
      const { user, account } = await register(getContext().app);
      await getContext()
        .database.db.update(users)
        .set({ emailVerifiedAt: clock.now() })
        .where(eq(users.email, account.email));

      const response = await googleLogin(
        await googleToken(account.email.toUpperCase(), { subject: "linked-1" }),
      );

      expect(response.statusCode).toBe(200);
      expect(response.json().data.items).toMatchObject({ id: user.id, userName: account.userName });
      expect((await rowByEmail(account.email))[0]?.googleSubject).toBe("linked-1");
    });

    it("keeps signing in an account linked before, whatever its e-mail and password", async () => {
      const { user, account } = await register(getContext().app);
      await getContext()
        .database.db.update(users)
        .set({ googleSubject: "linked-before" })
        .where(eq(users.email, account.email));

      const response = await googleLogin(
        await googleToken(uniqueEmail("baska"), { subject: "linked-before" }),
      );

      expect(response.statusCode).toBe(200);
      expect(response.json().data.items.id).toBe(user.id);
    });
  });

  describe("an e-mail someone registered with a password and never verified", () => {
    it("is not linked and not signed in, and the registrant's password opens no Google account", async () => {
      // The attacker registers the victim's address; the victim later signs in with Google.
      const { user: squatted, account } = await register(getContext().app);
      const victim = await googleLogin(await googleToken(account.email, { subject: "victim-1" }));

      expect(victim.statusCode).toBe(409);
      expect(victim.json()).toEqual({
        success: false,
        message: accountMessages.googlePasswordAccountExists,
        data: null,
      });
      const [row] = await rowByEmail(account.email);
      expect(row).toMatchObject({ id: Number(squatted.id), googleSubject: null, emailVerifiedAt: null });

      const attacker = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: { identityFier: account.email, password: PASSWORD },
      });
      expect(attacker.statusCode).toBe(200);
      expect(attacker.json().data.items.id).toBe(squatted.id);
      expect(
        await getContext().database.db.select().from(users).where(eq(users.googleSubject, "victim-1")),
      ).toEqual([]);
    });

    it("is linked once its holder, signed in with the password, links the same Google e-mail", async () => {
      const { token, user, account } = await register(getContext().app);
      const linked = await googleLink(token, await googleToken(account.email, { subject: "owner-1" }));

      expect(linked.statusCode).toBe(200);
      expect(linked.json()).toMatchObject({
        success: true,
        message: accountMessages.googleLinked,
        data: { items: { id: user.id }, user: { id: user.id } },
      });
      expect((await rowByEmail(account.email))[0]).toMatchObject({
        googleSubject: "owner-1",
        emailVerifiedAt: clock.now(),
      });
      const signIn = await googleLogin(await googleToken(account.email, { subject: "owner-1" }));
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().data.items.id).toBe(user.id);
      expect(
        (await googleLink(token, await googleToken(account.email, { subject: "owner-1" }))).statusCode,
      ).toBe(200);
    });
  });

  describe("linking Google while signed in", () => {
    it("refuses a Google account with another e-mail", async () => {
      const { token, account } = await register(getContext().app);
      const response = await googleLink(token, await googleToken(uniqueEmail("baska")));

      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(accountMessages.googleEmailMismatch);
      expect((await rowByEmail(account.email))[0]?.googleSubject).toBeNull();
    });

    it("refuses a Google id another account holds, and a second Google id", async () => {
      const holder = uniqueEmail("sahibi");
      await googleLogin(await googleToken(holder, { subject: "held-1" }));
      const { token, account } = await register(getContext().app);

      const taken = await googleLink(token, await googleToken(account.email, { subject: "held-1" }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(accountMessages.googleLinkedElsewhere);

      expect(
        (await googleLink(token, await googleToken(account.email, { subject: "own-1" }))).statusCode,
      ).toBe(200);
      const second = await googleLink(token, await googleToken(account.email, { subject: "own-2" }));
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(accountMessages.googleOtherLinked);
      expect((await rowByEmail(account.email))[0]?.googleSubject).toBe("own-1");
    });

    it("refuses an unverified Google e-mail, a bad token and a guest", async () => {
      const { token, account } = await register(getContext().app);

      const unverified = await googleLink(
        token,
        await googleToken(account.email, { claims: { email_verified: false } }),
      );
      expect(unverified.statusCode).toBe(401);
      expect(unverified.json().message).toBe(accountMessages.googleEmailUnverified);
      const forged = await googleLink(token, await googleToken(account.email, { key: strangerKey }));
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toBe(accountMessages.googleInvalid);
      const guest = await app.inject({
        method: "POST",
        url: "/api/auth/google-link",
        headers: json,
        payload: { token: await googleToken(account.email) },
      });
      expect(guest.statusCode).toBe(401);
      expect((await rowByEmail(account.email))[0]?.googleSubject).toBeNull();
    });
  });

  describe("an account Google created", () => {
    it("derives free user names: a number when taken, never only digits", async () => {
      const domain = Math.random().toString(36).slice(2, 8);
      const names: string[] = [];
      for (const email of [`Sahaci@${domain}.com`, `sahaci@${domain}.net`, `5551234567@${domain}.com`]) {
        const response = await googleLogin(await googleToken(email));
        names.push(response.json().data.items.userName);
      }

      expect(names[0]).toMatch(/^sahaci\d*$/);
      expect(names[1]).toMatch(/^sahaci\d+$/);
      expect(names[1]).not.toBe(names[0]);
      expect(names[2]).toMatch(/^oyuncu5551234567\d*$/);
    });

    it("makes an account that cannot sign in with a password", async () => {
      const email = uniqueEmail("sifresiz");
      await googleLogin(await googleToken(email));
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: { identityFier: email, password: "herhangi-bir-sifre" },
      });

      expect(login.statusCode).toBe(401);
      expect(login.json().message).toBe(accountMessages.invalidCredentials);
    });

    it("keeps signing in with Google after it got a password (by an SMS reset)", async () => {
      const email = uniqueEmail("sonradan.sifreli");
      const first = await googleLogin(await googleToken(email, { subject: "created-1" }));
      await getContext()
        .database.db.update(users)
        .set({ passwordHash: await hashPassword(PASSWORD) })
        .where(eq(users.email, email));

      const again = await googleLogin(await googleToken(email, { subject: "created-1" }));
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: { identityFier: email, password: PASSWORD },
      });

      expect(again.statusCode).toBe(200);
      expect(again.json().data.items.id).toBe(first.json().data.items.id);
      expect(login.statusCode).toBe(200);
    });
  });

  describe("tokens that fail a check", () => {
    it.each([
      ["a wrong audience", { audience: "someone-else.apps.googleusercontent.com" }],
      ["an expired token", { expiresInSeconds: -120 }],
      ["a key Google does not have", { key: "stranger" as const }],
      ["an unknown key id", { key: "stranger" as const, kid: "google-404" }],
      ["another issuer", { issuer: "https://accounts.example.com" }],
    ])("refuses %s with 401 and creates nothing", async (_, options) => {
      const email = uniqueEmail("reddedilen");
      const token = await googleToken(email, {
        ...options,
        key: "key" in options ? strangerKey : signingKey,
      });
      const response = await googleLogin(token);

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: accountMessages.googleInvalid, data: null });
      expect(await rowByEmail(email)).toEqual([]);
    });

    it("refuses a token that is not a JWT", async () => {
      const response = await googleLogin("bu.bir-token.degil");

      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(accountMessages.googleInvalid);
    });

    it("refuses an unverified e-mail: no new account, no link to an existing one", async () => {
      const { account } = await register(getContext().app);
      const fresh = uniqueEmail("dogrulanmamis");

      for (const email of [fresh, account.email]) {
        const response = await googleLogin(await googleToken(email, { claims: { email_verified: false } }));
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe(accountMessages.googleEmailUnverified);
      }
      expect(await rowByEmail(fresh)).toEqual([]);
      expect((await rowByEmail(account.email))[0]?.googleSubject).toBeNull();
    });

    it("refuses a missing token with the Turkish field message", async () => {
      const response = await googleLogin(undefined);

      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors).toEqual([
        { field: "token", message: "Google oturum bilgisi eksik" },
      ]);
    });
  });

  describe("when Google sign-in cannot work", () => {
    it("answers 503 googleUnavailable without GOOGLE_CLIENT_ID", async () => {
      const response = await googleLogin(await googleToken(uniqueEmail("kapali")), getContext().app);

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: accountMessages.googleUnavailable,
        data: null,
      });
    });

    it("answers 503 googleUnavailable when the key set cannot be fetched", async () => {
      const down = await serveKeySet([]);
      await down.close();
      const broken = getContext().buildApp({
        env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: down.url },
        services: { clock },
      });

      const response = await googleLogin(await googleToken(uniqueEmail("agsiz")), broken);

      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(accountMessages.googleUnavailable);
    });
  });
});
