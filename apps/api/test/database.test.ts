import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { DB_TIME_ZONE, findMigrationsFolder, migrate, openPglite, seed, type Db } from "../src/db";
import { seedSteps } from "../src/modules/seed-steps";
import { DEMO_PASSWORD, demoAccountsTable } from "../src/modules/users/seed";
import { describeEachDatabase } from "./helpers/app";

const journal = JSON.parse(readFileSync(join(findMigrationsFolder(), "meta", "_journal.json"), "utf8")) as {
  entries: unknown[];
};

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function appliedMigrations(db: Db): Promise<number> {
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row?.count ?? -1;
}

describeEachDatabase("database", (getContext) => {
  it("runs every connection in Istanbul time", async () => {
    const [row] = await rows<{ zone: string; offset: string }>(
      getContext().database.db,
      sql`select current_setting('TimeZone') as zone, to_char(now(), 'OF') as offset`,
    );
    expect(row).toEqual({ zone: DB_TIME_ZONE, offset: "+03" });
  });

  it("has the extensions the first migration creates", async () => {
    const installed = await rows<{ extname: string }>(
      getContext().database.db,
      sql`select extname from pg_extension where extname in ('btree_gist', 'pg_trgm') order by extname`,
    );
    expect(installed.map((row) => row.extname)).toEqual(["btree_gist", "pg_trgm"]);
  });

  it("applies every migration once, and running them again changes nothing", async () => {
    const { database } = getContext();
    expect(await appliedMigrations(database.db)).toBe(journal.entries.length);

    await migrate(database);
    await migrate(database);

    expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
  });

  it("runs the seed hook repeatedly without error", async () => {
    const { db } = getContext().database;
    const received: Db[] = [];
    const step = { name: "probe", run: async (target: Db) => void received.push(target) };

    await expect(seed(db, seedSteps)).resolves.toBeUndefined();
    await seed(db, [step]);
    await seed(db, [step]);

    expect(received).toEqual([db, db]);
  });

  it("skips the demo steps when demo data is off", async () => {
    const { db } = getContext().database;
    const ran: string[] = [];
    const steps = [
      { name: "reference", run: async () => void ran.push("reference") },
      { name: "demo", demo: true, run: async () => void ran.push("demo") },
    ];

    await seed(db, steps, { demoData: false });
    await seed(db, steps);

    expect(ran).toEqual(["reference", "reference", "demo"]);
  });

  it("seeds the verified demo accounts (one per role, two owners), once, that can sign in", async () => {
    const { database, app } = getContext();
    await seed(database.db, seedSteps);
    await seed(database.db, seedSteps);

    const accounts = await rows<Record<string, unknown>>(
      database.db,
      sql`select role, email, user_name, phone_number, is_phone_verified from users
          where email like '%@halisaha.dev' order by id`,
    );
    expect(accounts).toEqual([
      {
        role: "user",
        email: "oyuncu@halisaha.dev",
        user_name: "oyuncu",
        phone_number: "5550000001",
        is_phone_verified: true,
      },
      {
        role: "facility_owner",
        email: "sahip@halisaha.dev",
        user_name: "sahip",
        phone_number: "5550000002",
        is_phone_verified: true,
      },
      {
        role: "facility_owner",
        email: "sahip2@halisaha.dev",
        user_name: "sahip2",
        phone_number: "5550000004",
        is_phone_verified: true,
      },
      {
        role: "admin",
        email: "admin@halisaha.dev",
        user_name: "admin",
        phone_number: "5550000003",
        is_phone_verified: true,
      },
    ]);
    for (const identityFier of ["oyuncu@halisaha.dev", "sahip", "sahip2@halisaha.dev", "05550000003"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { identityFier, password: DEMO_PASSWORD },
      });
      expect(response.statusCode, identityFier).toBe(200);
    }
    expect(demoAccountsTable().split("\n")).toEqual([
      "Demo hesapları:",
      "  rol             e-posta              şifre",
      "  user            oyuncu@halisaha.dev  Halisaha123!",
      "  facility_owner  sahip@halisaha.dev   Halisaha123!",
      "  facility_owner  sahip2@halisaha.dev  Halisaha123!",
      "  admin           admin@halisaha.dev   Halisaha123!",
    ]);
  });
});

describe("embedded database in DATA_DIR", () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps its data and its time zone across a restart", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hs-pglite-"));
    const first = await openPglite(dataDir);
    await migrate(first);
    await first.db.execute(sql`create table keep_me (id int primary key)`);
    await first.db.execute(sql`insert into keep_me values (7)`);
    await first.close();

    const second = await openPglite(dataDir);
    try {
      await migrate(second);
      expect(await rows(second.db, sql`select id from keep_me`)).toEqual([{ id: 7 }]);
      expect(await rows(second.db, sql`select current_setting('TimeZone') as zone`)).toEqual([
        { zone: DB_TIME_ZONE },
      ]);
      expect(await appliedMigrations(second.db)).toBe(journal.entries.length);
    } finally {
      await second.close();
    }
  });
});

describe("migrations folder", () => {
  it("is found from the source tree and from the tsup bundle's dist folder", () => {
    const fromSource = findMigrationsFolder();
    expect(fromSource).toMatch(/apps[\\/]api[\\/]drizzle$/);
    expect(findMigrationsFolder(join(fromSource, "..", "dist"))).toBe(fromSource);
  });
});
