import type { DashboardPeriod } from "@halisaha/data/contract";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";

export type DashboardPeriodName = "today" | "week" | "month";
const periodNames: readonly DashboardPeriodName[] = ["today", "week", "month"];

export type DashboardFigures = {
  today: string;
  facilityCount: number;
  /** Reservations of those facilities waiting for the owner's answer, whenever they start. */
  pendingCount: number;
  periods: Record<DashboardPeriodName, DashboardPeriod>;
};

/** A period's figure columns, named `<period>_<figure>`, filtered to the rows of that period. */
function periodColumns(period: DashboardPeriodName): SQL {
  const inPeriod = sql.raw(`r.day between b.${period}_from and b.${period}_to`);
  const live = sql.raw(`r.status <> 'cancelled' and r.day between b.${period}_from and b.${period}_to`);
  const name = (figure: string) => sql.raw(`${period}_${figure}`);
  return sql.join(
    [
      sql`count(*) filter (where ${live}) as ${name("count")}`,
      sql`coalesce(sum(r.hours) filter (where ${live}), 0)::float8 as ${name("hours")}`,
      sql`coalesce(sum(r.total_price) filter (where ${live}), 0)::float8 as ${name("revenue")}`,
      sql`coalesce(sum(r.paid_amount) filter (where ${inPeriod}), 0)::float8 as ${name("paid")}`,
    ],
    sql`, `,
  );
}

function openHoursColumn(period: DashboardPeriodName): SQL {
  return sql.raw(
    `coalesce(sum(w.hours) filter (where d.day between b.${period}_from and b.${period}_to), 0)::float8 as ${period}_open`,
  );
}

/**
 * The dashboard's figures (and how many reservations wait for an answer) in one statement, in Istanbul time: today is `now`'s Istanbul date,
 * the week Monday to Sunday around it, the month its calendar month. Open hours add up each
 * business day's working hours of the facilities; reservations count in the day they start.
 * `ownerId` undefined reads every facility (an admin). Deleted facilities are left out.
 */
export async function dashboardFigures(
  db: Db,
  ownerId: number | undefined,
  now: Date,
): Promise<DashboardFigures> {
  const owner = ownerId === undefined ? sql`true` : sql`f.owner_id = ${ownerId}`;
  const query = sql`
    with b as (
      select d as today_from, d as today_to,
        date_trunc('week', d)::date as week_from, (date_trunc('week', d) + interval '6 days')::date as week_to,
        date_trunc('month', d)::date as month_from,
        (date_trunc('month', d) + interval '1 month' - interval '1 day')::date as month_to
      from (select (${now.toISOString()}::timestamptz at time zone 'Europe/Istanbul')::date as d) t
    ),
    span as (
      select least(week_from, month_from) as first_day, greatest(week_to, month_to) as last_day from b
    ),
    f as (select f.id, f.working_hours from facilities f where f.deleted_at is null and ${owner}),
    w as (
      select wd.ord::int as isodow,
        sum(case when (wd.day ->> 'isOpen')::boolean then jsonb_array_length(wd.day -> 'hours') else 0 end) as hours
      from f, jsonb_array_elements(f.working_hours) with ordinality as wd(day, ord)
      group by wd.ord
    ),
    d as (
      select g::date as day from span, generate_series(span.first_day, span.last_day, interval '1 day') g
    ),
    r as materialized (
      select x.status, x.total_price, x.paid_amount,
        extract(epoch from x.ends_at - x.starts_at) / 3600 as hours,
        (x.starts_at at time zone 'Europe/Istanbul')::date as day
      from f join reservations x on x.facility_id = f.id, span
      where x.starts_at >= span.first_day::timestamp at time zone 'Europe/Istanbul'
        and x.starts_at < (span.last_day + 1)::timestamp at time zone 'Europe/Istanbul'
    ),
    figures as (select ${sql.join(periodNames.map(periodColumns), sql`, `)} from r, b),
    open as (
      select ${sql.join(periodNames.map(openHoursColumn), sql`, `)}
      from d join w on w.isodow = extract(isodow from d.day)::int, b
    )
    select to_char(b.today_from, 'YYYY-MM-DD') as today,
      to_char(b.week_from, 'YYYY-MM-DD') as week_from, to_char(b.week_to, 'YYYY-MM-DD') as week_to,
      to_char(b.month_from, 'YYYY-MM-DD') as month_from, to_char(b.month_to, 'YYYY-MM-DD') as month_to,
      (select count(*) from f)::int as facility_count,
      (select count(*) from f join reservations p on p.facility_id = f.id where p.status = 'pending')::int
        as pending_count,
      figures.*, open.*
    from b, figures, open`;
  // Both drivers answer `{ rows }`; Drizzle types the raw result per driver.
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) throw new Error("the dashboard statement returned no row");
  const today = String(row.today);
  const bounds: Record<DashboardPeriodName, [string, string]> = {
    today: [today, today],
    week: [String(row.week_from), String(row.week_to)],
    month: [String(row.month_from), String(row.month_to)],
  };
  const periods = {} as Record<DashboardPeriodName, DashboardPeriod>;
  for (const period of periodNames) {
    const figure = (name: string) => Number(row[`${period}_${name}`] ?? 0);
    const bookedHours = figure("hours");
    const openHours = figure("open");
    periods[period] = {
      from: bounds[period][0],
      to: bounds[period][1],
      reservationCount: figure("count"),
      bookedHours,
      openHours,
      occupancy: openHours > 0 ? Math.round((bookedHours / openHours) * 1000) / 10 : 0,
      revenue: Math.round(figure("revenue") * 100) / 100,
      paidOnline: Math.round(figure("paid") * 100) / 100,
    };
  }
  return {
    today,
    facilityCount: Number(row.facility_count),
    pendingCount: Number(row.pending_count),
    periods,
  };
}
