import type { Db } from "./client";

/** One idempotent piece of start-up data (insert … on conflict do nothing, or check first). */
export interface SeedStep {
  name: string;
  /** Demo data (accounts with a known password, sample facilities): skipped unless demo seeding is on. */
  demo?: boolean;
  run(db: Db): Promise<void>;
}

export interface SeedOptions {
  /** Run the `demo` steps (config.seedDemoData: on unless SEED_DEMO_DATA=false or production). @default true */
  demoData?: boolean;
}

/**
 * Runs `steps` (the modules' `seedSteps`) at every start after the migrations; safe to run any
 * number of times.
 */
export async function seed(
  db: Db,
  steps: readonly SeedStep[],
  { demoData = true }: SeedOptions = {},
): Promise<void> {
  for (const step of steps) if (demoData || !step.demo) await step.run(db);
}
