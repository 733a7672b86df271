import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, istanbulToday, type Facility } from "@halisaha/data/contract";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JWT_SECRET_FILE } from "../src/config";
import { createTestDatabase, testTargets, type TestDatabase } from "./helpers/databases";
import { facilityFormFields, multipartBody } from "./helpers/multipart";
import { startServer, type RunningServer } from "./helpers/server-process";

/**
 * What must hold across API processes behind a load balancer: two real server processes on
 * one PostgreSQL database, each with its own data folder and no JWT_SECRET (development mode,
 * so the token key is the one kept in the database), their job pollers both running.
 * PostgreSQL only (PGlite is one process's file): without TEST_DATABASE_URL nothing is defined.
 */
const postgres = testTargets().find((target) => target.kind === "postgres");

if (postgres)
  describe("two API processes on one PostgreSQL database [postgres]", () => {
    const scratch = mkdtempSync(join(tmpdir(), "hs-two-processes-"));
    let testDatabase: TestDatabase;
    let a: RunningServer;
    let b: RunningServer;

    beforeAll(async () => {
      testDatabase = await createTestDatabase(postgres, { migrate: false });
      const env = (name: string) => ({
        NODE_ENV: "development",
        LOG_LEVEL: "silent",
        HOST: "127.0.0.1",
        PORT: "0",
        DATABASE_URL: testDatabase.url!,
        DATA_DIR: join(scratch, name),
        // Both pollers look for due jobs ten times a second.
        JOBS_POLL_INTERVAL_MS: "100",
        RESERVATION_HOLD_MINUTES: "0.05",
        REGISTER_RATE_LIMIT_MAX: "3",
        OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
      });
      // One after the other: the first migrates and seeds, the second finds it done.
      a = await startServer(env("a"));
      b = await startServer(env("b"));
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await testDatabase?.dispose();
      rmSync(scratch, { recursive: true, force: true });
    });

    const call = async <T = Record<string, unknown>>(
      server: RunningServer,
      method: string,
      path: string,
      body?: unknown,
      token?: string,
    ) => {
      const response = await fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { data: T; message: string } };
    };
    const login = async (server: RunningServer, identityFier: string) => {
      const response = await call<{ token: string }>(server, "POST", "/auth/login", {
        identityFier,
        password: "Halisaha123!",
      });
      expect(response.status).toBe(200);
      return response.body.data.token;
    };

    it("shares one token key, kept in the database, not in either data folder", async () => {
      const token = await login(a, "oyuncu");

      const me = await call<{ user: { email: string } }>(b, "GET", "/auth/me", undefined, token);

      expect(me.status).toBe(200);
      expect(me.body.data.user.email).toBe("oyuncu@halisaha.dev");
      expect((await call(a, "GET", "/auth/me", undefined, await login(b, "sahip"))).status).toBe(200);
      expect(existsSync(join(scratch, "a", JWT_SECRET_FILE))).toBe(false);
      expect(existsSync(join(scratch, "b", JWT_SECRET_FILE))).toBe(false);
    });

    it("verifies on one process the code the other sent", async () => {
      const sent = await call(a, "POST", "/auth/forgot-password", { phone: "5550000001" });
      expect(sent.status).toBe(200);
      const code = await waitFor(() => smsCode.exec(a.output().stdout)?.[1]);

      const verified = await call(b, "POST", "/auth/verify-reset-code", { phone: "5550000001", otp: code });

      expect(verified.status).toBe(200);
      expect(b.output().stdout).not.toMatch(smsCode);
    });

    it("shows a guest, through the other process, an owner's edit at once (no stale cache)", async () => {
      const owner = await login(a, "sahip");
      const [mine] = (
        await call<{ items: Facility[] }>(a, "GET", "/facilities/user?limit=1", undefined, owner)
      ).body.data.items;
      const read = () => call<{ items: Facility }>(b, "GET", `/facilities/${mine!.id}`);
      // Twice, so the second answer comes from B's cache.
      expect((await read()).body.data.items.name).toBe(mine!.name);
      expect((await read()).body.data.items.name).toBe(mine!.name);

      const form = multipartBody(
        facilityFormFields(
          { cityId: mine!.cityId, districtId: mine!.districtId },
          { name: "Yeni Adlı Saha" },
        ),
      );
      const edit = await fetch(`${a.url}/api/facilities/${mine!.id}`, {
        method: "PUT",
        headers: { ...form.headers, authorization: `Bearer ${owner}` },
        body: form.payload,
      });
      expect(edit.status).toBe(200);

      expect((await read()).body.data.items.name).toBe("Yeni Adlı Saha");
      const list = await call<{ items: Facility[] }>(
        b,
        "GET",
        `/facilities?search=${encodeURIComponent("Yeni Adlı")}`,
      );
      expect(list.body.data.items.map((item) => item.id)).toEqual([mine!.id]);
    });

    it("runs a job once while both processes poll for it", async () => {
      const player = await login(b, "oyuncu");
      const facilityId = (await call<{ items: Facility[] }>(a, "GET", "/facilities?limit=1")).body.data
        .items[0]!.id;
      const booking = await call<{ items: { id: number } }>(
        a,
        "POST",
        "/reservations",
        {
          facilityId,
          date: addDays(istanbulToday(), 2),
          startTime: "12:00",
          paymentMethod: "creditCard",
          contactName: "Şükrü Öztürk",
          contactEmail: "sukru@example.com",
          contactPhone: "5551234567",
        },
        player,
      );
      expect(booking.status, booking.body.message).toBe(201);
      const reservationId = booking.body.data.items.id;

      // The hold (3 s) expires; one of the two pollers releases it.
      const released = await waitFor(async () => {
        const rows = await sql<{ status: string; jobs: number }>(
          `SELECT r.status,
                  (SELECT count(*)::int FROM jobs
                    WHERE kind = 'reservations.expire-hold' AND payload->>'reservationId' = r.id::text) AS jobs
             FROM reservations r WHERE r.id = $1`,
          [reservationId],
        );
        return rows[0]?.status === "cancelled" && rows[0].jobs === 0 ? rows[0] : undefined;
      }, 20_000);
      const notices = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM notifications WHERE kind = 'hold_released' AND link = $1`,
        [`/user/reservations?highlight=${reservationId}`],
      );

      expect(released.status).toBe("cancelled");
      expect(notices[0]!.n).toBe(1);
    }, 40_000);

    it("counts a limit once across both processes", async () => {
      const register = (server: RunningServer, tag: string) =>
        call(server, "POST", "/auth/register", {
          firstName: "Ayşe",
          lastName: "Yılmaz",
          userName: `iki_${tag}`,
          email: `iki.${tag}@example.com`,
          password: "Cok-Gizli-Sifre-42",
          confirmPassword: "Cok-Gizli-Sifre-42",
        });

      const statuses = [
        (await register(a, "1")).status,
        (await register(b, "2")).status,
        (await register(a, "3")).status,
        (await register(b, "4")).status,
        (await register(a, "5")).status,
      ];

      // REGISTER_RATE_LIMIT_MAX=3 an hour per address: three in all, not three per process.
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    });

    async function sql<T>(text: string, values: unknown[]): Promise<T[]> {
      const client = new pg.Client({ connectionString: testDatabase.url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    }
  });

const smsCode = /SMS \(geliştirme\): 5550000001 numarasına doğrulama kodu (\d{6})/;

async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("timed out waiting");
}
