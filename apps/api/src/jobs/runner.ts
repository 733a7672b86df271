import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { jobs } from "../db/schema";
import type { JobKind } from "./define";

export interface JobRunnerOptions {
  /** How long a claimed job belongs to the process that claimed it (a killed process gives it back after this). */
  leaseSeconds: number;
  /** Jobs claimed per poll. */
  batchSize?: number;
}

/** First retry after 5 s, then 10, 20, 40 … seconds, never more than an hour apart. */
export const BACKOFF_BASE_SECONDS = 5;
export const BACKOFF_MAX_SECONDS = 60 * 60;

export function backoffSeconds(attempt: number): number {
  return Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempt - 1));
}

export interface JobRunner {
  /** Claims and runs the jobs due now (one batch); answers how many ran, failed or not. */
  runDue(): Promise<number>;
  /**
   * Runs one job of this kind and key now, even when it waits for a retry (a user's "try
   * again"); nothing when no such job is pending or another process holds it. Answers
   * whether it ran and succeeded.
   */
  runNow(kind: string, key: string): Promise<boolean>;
}

type ClaimedJob = Pick<typeof jobs.$inferSelect, "id" | "kind" | "key" | "payload" | "attempts">;

/**
 * Claims jobs with `FOR UPDATE SKIP LOCKED` inside one UPDATE: two processes polling at the
 * same moment get different jobs. A claim sets the lease (`locked_until`) and counts the
 * attempt; success deletes the job, failure clears the lease and moves `run_at` by the
 * backoff (or keeps the job as `dead` once `maxAttempts` are used). Times come from the app's
 * clock, so tests move them with their own clock.
 */
export function createJobRunner(
  app: FastifyInstance,
  definitions: readonly JobKind[],
  { leaseSeconds, batchSize = 10 }: JobRunnerOptions,
): JobRunner {
  const byKind = new Map<string, JobKind>();
  for (const definition of definitions) {
    if (byKind.has(definition.kind)) throw new Error(`job kind ${definition.kind} is registered twice`);
    byKind.set(definition.kind, definition);
  }
  const kinds = [...byKind.keys()];

  async function claim(extra: ReturnType<typeof and>, limit: number): Promise<ClaimedJob[]> {
    if (kinds.length === 0) return [];
    const now = app.clock.now();
    const free = or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now));
    const candidates = app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, "pending"), inArray(jobs.kind, kinds), free, extra))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    return app.db
      .update(jobs)
      .set({
        lockedUntil: new Date(now.getTime() + leaseSeconds * 1000),
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: now,
      })
      .where(inArray(jobs.id, candidates))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        key: jobs.key,
        payload: jobs.payload,
        attempts: jobs.attempts,
      });
  }

  async function execute(job: ClaimedJob): Promise<boolean> {
    const definition = byKind.get(job.kind);
    const log = app.log.child({ jobId: job.id, jobKind: job.kind, attempt: job.attempts });
    try {
      if (!definition) throw new Error(`no handler for job kind ${job.kind}`);
      await definition.execute(app, job.payload, { id: job.id, attempt: job.attempts });
    } catch (error) {
      const now = app.clock.now();
      const dead = definition?.maxAttempts !== undefined && job.attempts >= definition.maxAttempts;
      const delay = backoffSeconds(job.attempts);
      await app.db
        .update(jobs)
        .set({
          status: dead ? "dead" : "pending",
          lockedUntil: null,
          runAt: new Date(now.getTime() + delay * 1000),
          lastError: describe(error),
          updatedAt: now,
        })
        .where(eq(jobs.id, job.id));
      if (dead) log.error({ err: error }, "job failed for the last time; kept as dead");
      else log.warn({ err: error, retryInSeconds: delay }, "job failed; it will be retried");
      return false;
    }
    await app.db.delete(jobs).where(eq(jobs.id, job.id));
    log.info("job done");
    return true;
  }

  return {
    async runDue() {
      const claimed = await claim(lte(jobs.runAt, app.clock.now()), batchSize);
      for (const job of claimed) await execute(job);
      return claimed.length;
    },
    async runNow(kind, key) {
      const [job] = await claim(and(eq(jobs.kind, kind), eq(jobs.key, key)), 1);
      return job === undefined ? false : execute(job);
    },
  };
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
