import type { SeedStep } from "../db/seed";
import { seedDemoFacilities, seedDemoFacilityImages } from "./facilities/seed";
import { seedLocations } from "./locations/seed";
import { seedDemoAccounts } from "./users/seed";

/**
 * Every start-up data step, in order, listed beside the modules' routes (`index.ts`) so that
 * `db/` knows no module. Reference data (cities) runs always; `demo` steps only when asked.
 */
export const seedSteps: readonly SeedStep[] = [
  { name: "cities and districts", run: seedLocations },
  { name: "demo accounts", demo: true, run: seedDemoAccounts },
  { name: "demo facilities", demo: true, run: seedDemoFacilities },
  { name: "demo facility images", demo: true, run: seedDemoFacilityImages },
];
