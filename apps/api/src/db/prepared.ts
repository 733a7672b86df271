import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/**
 * `build(db)` once per database client, then the same value: for statements prepared with
 * Drizzle's `.prepare(name)` (placeholders via `sql.placeholder`). The SQL text is built once
 * instead of on every request, and on PostgreSQL each pooled connection parses the named
 * statement once and keeps its plan (PGlite ignores the name). Use it for the hot reads.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

const dialect = new PgDialect();

/** A hand-written statement prepared under `name`: `execute(values)` answers its rows as the driver parses them. */
export interface PreparedSql {
  execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]>;
}

/**
 * A hand-written statement (`sql` with `sql.placeholder("x")` for its inputs) prepared under
 * `name`, as `preparedPerDb` keeps it: `db.execute` has no name, so PostgreSQL would parse and
 * plan it again on every call. Column values come as the driver parses them: pick types both
 * drivers read alike (json, integers, text, float8), not timestamps or numerics.
 */
export function preparedSql(name: string, query: SQL): (db: Db) => PreparedSql {
  const built = dialect.sqlToQuery(query);
  return preparedPerDb((db) => {
    const statement = db._.session.prepareQuery(built, undefined, name, false);
    return {
      async execute(values) {
        // Without selected fields both drivers answer their raw result, `{ rows }`.
        const result = (await statement.execute(values)) as { rows: Record<string, unknown>[] };
        return result.rows;
      },
    };
  });
}
