import fp from "fastify-plugin";
import type { JobKind } from "./define";
import { createJobRunner, type JobRunner } from "./runner";

declare module "fastify" {
  interface FastifyInstance {
    /** The jobs queue's runner (`src/jobs`): the poller uses it, and so may a route that wants a job done now. */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  kinds: readonly JobKind[];
  /** Milliseconds between polls when the last one found nothing; 0 = no poller (jobs run only through `app.jobs`). */
  pollIntervalMs: number;
  leaseSeconds: number;
}

/**
 * Decorates `app.jobs` and runs the poller from `onReady` until `onClose`: it runs due jobs
 * batch after batch while it finds any, then sleeps `pollIntervalMs`. Closing waits for the
 * batch in hand, so the database is never closed under a running job. A poll that fails
 * (database down, pool exhausted) is logged and tried again on the next tick.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { kinds, pollIntervalMs, leaseSeconds }) => {
    const runner = createJobRunner(app, kinds, { leaseSeconds });
    app.decorate("jobs", runner);
    if (pollIntervalMs <= 0) return;

    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let current: Promise<void> = Promise.resolve();

    const tick = async () => {
      try {
        while (!stopped && (await runner.runDue()) > 0);
      } catch (error) {
        app.log.error({ err: error }, "job poll failed");
      }
      if (!stopped) timer = setTimeout(schedule, pollIntervalMs);
    };
    const schedule = () => {
      current = tick();
    };

    app.addHook("onReady", async () => {
      timer = setTimeout(schedule, 0);
    });
    app.addHook("onClose", async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    });
  },
  { name: "jobs", dependencies: ["database", "app-context"] },
);
