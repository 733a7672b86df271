import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import type { ModuleDeps } from "../deps";

/** What a handler learns about the job it runs besides the payload. */
export interface JobRun {
  id: number;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
}

/**
 * One kind of job: its name, the shape of its payload (checked again before every run) and
 * the handler. A handler must be safe to run more than once for the same job (a process
 * killed after the side effect but before the job was marked done runs it again), so it
 * passes idempotency keys to providers and records its effects in the database.
 */
export interface JobDefinition<P = unknown> {
  /** Unique, `<module>.<action>`, e.g. `payments.refund`. */
  kind: string;
  payload: z.ZodType<P>;
  /** Receives the modules' dependencies (database, clock, log, adapters), like a service. */
  run(deps: ModuleDeps, payload: P, job: JobRun): Promise<void>;
  /** Runs before the job is given up and kept as `dead`; unset = retried until it succeeds. */
  maxAttempts?: number;
}

/** A registered kind as the runner sees it: the payload is checked by `execute`. */
export interface JobKind {
  kind: string;
  maxAttempts?: number;
  /** Parses the stored payload with the kind's schema (a bad one throws) and runs the handler. */
  execute(deps: ModuleDeps, payload: unknown, job: JobRun): Promise<void>;
}

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> & JobKind {
  return {
    ...definition,
    execute: (deps, payload, job) => definition.run(deps, definition.payload.parse(payload), job),
  };
}

export interface EnqueueOptions {
  /** The business clock's now (`app.clock.now()`): the job is due from `now + delaySeconds`. */
  now: Date;
  delaySeconds?: number;
  /** While a job of this kind and key is pending, queueing another one does nothing. */
  key?: string;
}

/**
 * Queues a job. Pass the transaction of the change that owes the side effect, so the job
 * exists exactly when the change committed (the outbox pattern). Answers the new job's id, or
 * null when a pending job with the same kind and key already exists.
 */
export async function enqueueJob<P>(
  db: Db,
  definition: JobDefinition<P>,
  payload: P,
  { now, delaySeconds = 0, key }: EnqueueOptions,
): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: definition.kind,
      key: key ?? null,
      payload: definition.payload.parse(payload),
      runAt: new Date(now.getTime() + delaySeconds * 1000),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key], where: sql`${jobs.status} = 'pending'` })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}
