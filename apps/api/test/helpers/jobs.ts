import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../src/db";
import { jobs } from "../../src/db/schema";

/** The jobs still owed (pending, waiting or leased), oldest first; only those of `key` when given. */
export function pendingJobs(db: Db, key?: string) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, "pending"), key === undefined ? undefined : eq(jobs.key, key)))
    .orderBy(asc(jobs.id));
}
