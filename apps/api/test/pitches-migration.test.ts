import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { findMigrationsFolder, migrate, type Db } from "../src/db";
import { createTestDatabase, testTargets, type TestDatabase } from "./helpers/databases";

/** Migration 0021 (pitches) on a database that already holds facilities, bookings and subscribers. */
const PITCHES_TAG = "0021_pitches";

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder whose journal ends just before `tag`. */
function migrationsBefore(tag: string): string {
  const source = findMigrationsFolder();
  const folder = mkdtempSync(join(tmpdir(), "hs-migrations-"));
  cpSync(source, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 1) throw new Error(`${tag} is not in the journal`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What a database before 0021 holds: two facilities, their bookings (one cancelled) and a subscriber. */
async function insertOldData(db: Db): Promise<{ facilities: number[] }> {
  await db.execute(
    sql`insert into cities (id, name, slug, sort_order) values (34, 'İstanbul', 'istanbul', 1)`,
  );
  const [district] = await rows<{ id: number }>(
    db,
    sql`insert into districts (city_id, name, slug, sort_order) values (34, 'Kadıköy', 'kadikoy', 1) returning id`,
  );
  const [owner] = await rows<{ id: number }>(
    db,
    sql`insert into users (first_name, last_name, user_name, email, role)
        values ('Ayşe', 'Sahip', 'ayse', 'ayse@example.com', 'facility_owner') returning id`,
  );
  const hours = JSON.stringify(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => ({
      day,
      isOpen: true,
      hours: ["18:00", "19:00", "20:00"],
    })),
  );
  const facilities: number[] = [];
  for (const [name, size] of [
    ["Yıldız Halı Saha", "11v11"],
    ["Deniz Spor", "5v5"],
  ] as const) {
    const [facility] = await rows<{ id: number }>(
      db,
      sql`insert into facilities (owner_id, name, address, city_id, district_id, working_hours, price_per_hour,
            field_type, field_size, search_text)
          values (${owner!.id}, ${name}, 'Moda Cd. 1', 34, ${district!.id}, ${hours}::jsonb, 1000,
            'artificial', ${size}, ${name.toLowerCase()})
          returning id`,
    );
    facilities.push(facility!.id);
  }
  let n = 0;
  for (const facilityId of facilities) {
    for (const [startsAt, status] of [
      ["2026-12-01T18:00:00+03:00", "confirmed"],
      ["2026-12-01T19:00:00+03:00", "pending"],
      ["2026-12-01T19:00:00+03:00", "cancelled"],
    ] as const) {
      n += 1;
      await db.execute(sql`insert into reservations (reservation_number, facility_id, date, start_time, end_time,
            starts_at, ends_at, field_size, status, total_price, contact_name, contact_phone)
          values (${`HS-OLD${n}`}, ${facilityId}, '2026-12-01', ${startsAt.slice(11, 16)}, '20:00',
            ${startsAt}::timestamptz, ${startsAt}::timestamptz + interval '1 hour', '7v7', ${status}, 1000,
            'Eski Müşteri', '5551234567')`);
    }
  }
  await db.execute(sql`insert into subscribers (facility_id, contact_name, contact_phone, day_of_week, start_time,
        end_time, duration_hours)
      values (${facilities[0]!}, 'Salı Takımı', '5557654321', 3, '20:00', '21:00', 1)`);
  return { facilities };
}

for (const target of testTargets()) {
  describe(`migration 0021 (pitches) on existing data [${target.kind}]`, () => {
    let testDatabase: TestDatabase | undefined;
    const folder = migrationsBefore(PITCHES_TAG);

    afterAll(async () => {
      await testDatabase?.dispose();
      rmSync(folder, { recursive: true, force: true });
    });

    it("gives every facility 'Saha 1' and moves its reservations and subscribers onto it", async () => {
      testDatabase = await createTestDatabase(target, { migrate: false });
      const { database } = testDatabase;
      const db = database.db;
      await migrate(database, folder);
      const { facilities } = await insertOldData(db);

      await migrate(database);

      const pitches = await rows<Record<string, unknown>>(
        db,
        sql`select id, facility_id, name, players_per_side, indoor, price_per_hour, status, sort_order
            from pitches order by facility_id`,
      );
      expect(pitches).toEqual([
        expect.objectContaining({
          facility_id: facilities[0],
          name: "Saha 1",
          players_per_side: 11,
          indoor: false,
          price_per_hour: null,
          status: "active",
          sort_order: 0,
        }),
        expect.objectContaining({ facility_id: facilities[1], name: "Saha 1", players_per_side: 5 }),
      ]);
      const pitchOf = new Map(pitches.map((p) => [p.facility_id as number, p.id as number]));
      const moved = await rows<{ facility_id: number; pitch_id: number }>(
        db,
        sql`select facility_id, pitch_id from reservations union all select facility_id, pitch_id from subscribers`,
      );
      expect(moved).toHaveLength(7);
      for (const row of moved) expect(row.pitch_id).toBe(pitchOf.get(row.facility_id));
      const nullable = await rows<{ table_name: string; is_nullable: string }>(
        db,
        sql`select table_name, is_nullable from information_schema.columns
            where column_name = 'pitch_id' and table_name in ('reservations', 'subscribers') order by table_name`,
      );
      expect(nullable).toEqual([
        { table_name: "reservations", is_nullable: "NO" },
        { table_name: "subscribers", is_nullable: "NO" },
      ]);
    });

    it("then holds one booking per pitch and hour: a second pitch sells the same hour once more", async () => {
      const db = testDatabase!.database.db;
      const [facility] = await rows<{ id: number }>(db, sql`select id from facilities order by id limit 1`);
      const book = (number: string, startsAt: string) =>
        db.execute(sql`insert into reservations (reservation_number, facility_id, date, start_time, end_time,
              starts_at, ends_at, field_size, status, total_price, contact_name, contact_phone)
            values (${number}, ${facility!.id}, '2026-12-01', '18:00', '19:00', ${startsAt}::timestamptz,
              ${startsAt}::timestamptz + interval '1 hour', '7v7', 'confirmed', 1000, 'Yeni', '5551112233')`);

      // 18:00 is taken on the only pitch: a booking without a pitch finds none free.
      await expect(book("HS-NEW1", "2026-12-01T18:00:00+03:00")).rejects.toThrow();
      const [second] = await rows<{ id: number }>(
        db,
        sql`insert into pitches (facility_id, name, players_per_side, sort_order)
            values (${facility!.id}, 'Saha 2', 7, 1) returning id`,
      );
      await book("HS-NEW2", "2026-12-01T18:00:00+03:00");
      const [booked] = await rows<{ pitch_id: number }>(
        db,
        sql`select pitch_id from reservations where reservation_number = 'HS-NEW2'`,
      );
      expect(booked?.pitch_id).toBe(second!.id);
      await expect(book("HS-NEW3", "2026-12-01T18:00:00+03:00")).rejects.toThrow();
    });

    it("gives a facility created afterwards its 'Saha 1'", async () => {
      const db = testDatabase!.database.db;
      const [copy] = await rows<{ id: number }>(
        db,
        sql`insert into facilities (owner_id, name, address, city_id, district_id, working_hours, price_per_hour,
              field_type, field_size, search_text)
            select owner_id, 'Yeni Tesis', address, city_id, district_id, working_hours, price_per_hour,
              field_type, '8v8', 'yeni tesis' from facilities order by id limit 1
            returning id`,
      );
      expect(
        await rows(db, sql`select name, players_per_side from pitches where facility_id = ${copy!.id}`),
      ).toEqual([{ name: "Saha 1", players_per_side: 8 }]);
    });
  });
}
