import { seedDemoFacilities, seedDemoFacilityImages } from "../modules/facilities/seed";
import { seedLocations } from "../modules/locations/seed";
import { seedDemoAccounts } from "../modules/users/seed";
import type { Db } from "./client";

/** One idempotent piece of start-up data (insert … on conflict do nothing, or check first). */
export interface SeedStep {
  name: string;
  /** Demo data (accounts with a known password, sample facilities): skipped unless demo seeding is on. */
  demo?: boolean;
  run(db: Db): Promise<void>;
}

/** Every step, in order. Reference data (cities) runs always; `demo` steps only when asked. */
export const seedSteps: readonly SeedStep[] = [
  { name: "cities and districts", run: seedLocations },
  { name: "demo accounts", demo: true, run: seedDemoAccounts },
  { name: "demo facilities", demo: true, run: seedDemoFacilities },
  { name: "demo facility images", demo: true, run: seedDemoFacilityImages },
];

export interface SeedOptions {
  /** Run the `demo` steps (config.seedDemoData: on unless SEED_DEMO_DATA=false or production). @default true */
  demoData?: boolean;
}

/** Runs at every start after the migrations; safe to run any number of times. */
export async function seed(
  db: Db,
  steps: readonly SeedStep[] = seedSteps,
  { demoData = true }: SeedOptions = {},
): Promise<void> {
  for (const step of steps) if (demoData || !step.demo) await step.run(db);
}
