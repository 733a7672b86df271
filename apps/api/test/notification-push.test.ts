import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFcmSender } from "../src/adapters/push";
import type { App } from "../src/app";
import { loadConfig, StartupError } from "../src/config";
import { deviceTokens, jobs } from "../src/db/schema";
import { pushJob } from "../src/modules/notifications/push-job";
import { FcmFake } from "./fakes/fcm-fake";
import { describeEachDatabase } from "./helpers/app";
import { TestClock } from "./helpers/fakes";
import { pendingJobs } from "./helpers/jobs";
import { act, book, createAccount, createFacility, get, type Account } from "./helpers/reservations";

const NOW = "2026-03-04T09:30:00.000Z";
const THURSDAY = "2026-03-05";
const env = { RATE_LIMIT_MAX: "100000" };
const serviceAccount = { projectId: "halisaha-test", clientEmail: "push@halisaha-test.iam", privateKey: "unused" };
const webConfig = {
  apiKey: "web-api-key",
  projectId: "halisaha-test",
  messagingSenderId: "1234",
  appId: "1:1234:web:abcd",
  vapidKey: "BVapidKey",
};

const fcm = new FcmFake();
beforeAll(() => fcm.start());
afterAll(() => fcm.stop());

/** The real firebase-admin SDK, signed in without Google, talking to the local fake. */
const fakeCredential = { getAccessToken: async () => ({ access_token: "fake-access-token", expires_in: 3600 }) };

function addToken(app: App, account: Account, deviceToken: string) {
  return app.inject({
    method: "POST",
    url: "/api/notifications/device-token/add",
    headers: account.headers,
    payload: { deviceToken, deviceType: "web" },
  });
}

describeEachDatabase("notifications: pushes through FCM (firebase-admin against a local fake)", (ctx) => {
  const clock = new TestClock(NOW);
  let app: App;
  let owner: Account;

  beforeAll(async () => {
    const push = createFcmSender({ serviceAccount, credential: fakeCredential, httpAgent: fcm.agent() });
    app = ctx().buildApp({ env, services: { clock, push } });
    owner = await createAccount(app, ctx().database.db, { role: "facility_owner" });
  });

  /** A fresh player with these device tokens, and a booking of theirs at the owner's facility. */
  async function playerWith(...tokens: string[]) {
    const player = await createAccount(app, ctx().database.db);
    for (const token of tokens) expect((await addToken(app, player, token)).statusCode).toBe(200);
    const facilityId = await createFacility(ctx().database.db, owner.id);
    const reservation = await book(app, player, facilityId, THURSDAY, "15:00");
    return { player, reservation };
  }

  const pushJobs = async () => (await pendingJobs(app.db)).filter((job) => job.kind === pushJob.kind);
  const tokensOf = async (userId: number) =>
    (await app.db.select().from(deviceTokens).where(eq(deviceTokens.userId, userId))).map((row) => row.token);

  it("queues one push per device with the notification and sends each once", async () => {
    const { player, reservation } = await playerWith("token-a", "token-b");
    await act(app, owner, reservation.id, "confirm");
    const queued = await pushJobs();
    expect(queued).toHaveLength(2);

    const before = fcm.messages.length;
    await app.jobs.runDue();
    const sent = fcm.messages.slice(before);
    expect(sent.map((message) => message.token).sort()).toEqual(["token-a", "token-b"]);
    expect(sent[0]).toMatchObject({
      project: "halisaha-test",
      notification: { title: "Rezervasyonunuz onaylandı" },
      data: { link: `/user/reservations?highlight=${reservation.id}` },
    });
    expect(await pushJobs()).toEqual([]);
    await app.jobs.runDue();
    expect(fcm.messages.length).toBe(before + 2);
    expect(await tokensOf(player.id)).toHaveLength(2);
  });

  it("drops a token FCM reports unregistered, and keeps the others", async () => {
    fcm.unregistered.add("token-gone");
    const { player, reservation } = await playerWith("token-gone", "token-live");
    await act(app, owner, reservation.id, "confirm");
    await app.jobs.runDue();
    expect(await tokensOf(player.id)).toEqual(["token-live"]);
    expect(await pushJobs()).toEqual([]);
  });

  it("retries with backoff when FCM fails, and sends once it answers", async () => {
    const { reservation } = await playerWith("token-retry");
    await act(app, owner, reservation.id, "confirm");
    fcm.failNext();
    await app.jobs.runDue();
    const [waiting] = await pushJobs();
    expect(waiting).toMatchObject({ attempts: 1, status: "pending" });
    expect(waiting!.lastError).toContain("Internal error");

    const before = fcm.messages.length;
    clock.advance(6);
    await app.jobs.runDue();
    expect(fcm.messages.slice(before).map((message) => message.token)).toEqual(["token-retry"]);
    expect(await pushJobs()).toEqual([]);
  });

  it("sends nothing to a token that moved to another account before the push ran", async () => {
    const { reservation } = await playerWith("token-moved");
    await act(app, owner, reservation.id, "confirm");
    const someoneElse = await createAccount(app, ctx().database.db);
    await addToken(app, someoneElse, "token-moved");
    const before = fcm.messages.length;
    await app.jobs.runDue();
    expect(fcm.messages.length).toBe(before);
  });
});

describeEachDatabase(
  "notifications: without an FCM configuration",
  (ctx) => {
    it("answers push: null in /config, stores tokens and writes notifications, sends nothing and fails nothing", async () => {
      const { app, database } = ctx();
      await app.ready();
      expect(app.push).toBeNull();
      const config = await get(app, "/api/config");
      expect(config.json().data.push).toBeNull();

      const owner = await createAccount(app, database.db, { role: "facility_owner" });
      const player = await createAccount(app, database.db);
      expect((await addToken(app, player, "token-unused")).statusCode).toBe(200);
      const facilityId = await createFacility(database.db, owner.id);
      const reservation = await book(app, player, facilityId, THURSDAY, "15:00");
      const before = fcm.messages.length;
      expect((await act(app, owner, reservation.id, "confirm")).statusCode).toBe(200);
      await app.jobs.runDue();
      expect(fcm.messages.length).toBe(before);
      const left = await app.db.select().from(jobs).where(eq(jobs.kind, pushJob.kind));
      expect(left).toEqual([]);
    });
  },
  { env, services: { clock: new TestClock(NOW) } },
);

describe("FIREBASE_* configuration", () => {
  const key = { project_id: "halisaha-test", client_email: "push@halisaha-test.iam", private_key: "-----KEY-----" };

  it("turns pushes on with both halves, from JSON or a key file, and reports the web half", () => {
    const file = join(tmpdir(), `halisaha-sa-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(key));
    for (const account of [JSON.stringify(key), file]) {
      const config = loadConfig({
        NODE_ENV: "test",
        FIREBASE_SERVICE_ACCOUNT: account,
        FIREBASE_WEB_CONFIG: JSON.stringify(webConfig),
      });
      expect(config.push).toEqual({ serviceAccount: { ...serviceAccount, privateKey: "-----KEY-----" }, web: webConfig });
    }
    expect(loadConfig({ NODE_ENV: "test" }).push).toBeNull();
  });

  it("stops with one line when a half is missing or malformed", () => {
    expect(() => loadConfig({ NODE_ENV: "test", FIREBASE_SERVICE_ACCOUNT: JSON.stringify(key) })).toThrow(
      /FIREBASE_WEB_CONFIG is required with FIREBASE_SERVICE_ACCOUNT/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: "test", FIREBASE_SERVICE_ACCOUNT: "{}", FIREBASE_WEB_CONFIG: JSON.stringify(webConfig) }),
    ).toThrow(StartupError);
    expect(() =>
      loadConfig({
        NODE_ENV: "test",
        FIREBASE_SERVICE_ACCOUNT: JSON.stringify(key),
        FIREBASE_WEB_CONFIG: "/no/such/file.json",
      }),
    ).toThrow(/FIREBASE_WEB_CONFIG is neither JSON nor a readable file/);
  });
});
