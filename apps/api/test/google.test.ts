import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { accountMessages } from "@halisaha/data/contract";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
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

    it("links the account that has the same verified e-mail, which keeps its password", async () => {
      const { user, account } = await register(getContext().app);
      const response = await googleLogin(
        await googleToken(account.email.toUpperCase(), { subject: "linked-1" }),
      );

      expect(response.statusCode).toBe(200);
      expect(response.json().data.items).toMatchObject({ id: user.id, userName: account.userName });
      const [row] = await rowByEmail(account.email);
      expect(row?.googleSubject).toBe("linked-1");
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: { identityFier: account.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    });

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
