import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { DB_TIME_ZONE, findMigrationsFolder, migrate, openPglite, seed, type Db } from "../src/db";
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

    await expect(seed(db)).resolves.toBeUndefined();
    await seed(db, [step]);
    await seed(db, [step]);

    expect(received).toEqual([db, db]);
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
