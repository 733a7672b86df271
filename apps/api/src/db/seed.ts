import type { Db } from "./client";

/** One idempotent piece of demo data (insert … on conflict do nothing, or check first). */
export interface SeedStep {
  name: string;
  run(db: Db): Promise<void>;
}

/** Later issues append their steps here (cities, demo owner, facilities); none exist yet. */
export const seedSteps: readonly SeedStep[] = [];

/** Runs at every start after the migrations; safe to run any number of times. */
export async function seed(db: Db, steps: readonly SeedStep[] = seedSteps): Promise<void> {
  for (const step of steps) await step.run(db);
}
