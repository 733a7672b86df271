#!/usr/bin/env node
/**
 * Publishes the Storybook catalogue to Chromatic for visual review.
 * Needs CHROMATIC_PROJECT_TOKEN; without one it says so and skips (exit 0).
 */
import { run } from "./lib/process.mjs";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    "Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. " +
      "Set it to the Chromatic project's token and run `npm run chromatic` again.",
  );
  process.exit(0);
}
await run("pnpm", [
  "exec",
  "chromatic",
  "--build-script-name",
  "build-storybook",
  "--exit-zero-on-changes",
  "--only-changed",
]);
