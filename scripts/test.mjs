#!/usr/bin/env node
/**
 * `npm test`: installs what the tests need (dependencies, pnpm, Debian's Chromium), then runs
 * every suite in order and stops at the first failure:
 * lint, types, unit (ui, data, web), API (PGlite and PostgreSQL: TEST_DATABASE_URL's server,
 * or a throw-away one from the `embedded-postgres` package when it is unset), the time rules,
 * booking and subscriber suites again under two other host time zones, the
 * installable-package check, the Storybook runner (axe + screenshots), the build and its
 * first-visit JavaScript budget, the crash test (the built API killed with SIGKILL, on
 * PostgreSQL) and the browser journeys over the built app.
 */
import { availableParallelism } from "node:os";
import { ensureChromium } from "./lib/chromium.mjs";
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mjs";
import { ensurePnpm } from "./lib/pnpm.mjs";
import { run } from "./lib/process.mjs";

const [pnpm, ...pnpmArgs] = ensurePnpm();
// Vitest leaves a core for itself by default (one worker on a 2-core machine), though its own
// process mostly waits: every core runs test files here.
const workers = `--maxWorkers=${availableParallelism()}`;
const pnpmRun = (...args) => run(pnpm, [...pnpmArgs, ...args]);

await pnpmRun("install", "--frozen-lockfile", "--reporter=silent");
await ensureChromium();

// The PostgreSQL suites always run: on TEST_DATABASE_URL's server (CI), else on a throw-away one.
let embeddedPostgres;
if (!process.env.TEST_DATABASE_URL?.trim()) {
  embeddedPostgres = await startEmbeddedPostgres();
  process.env.TEST_DATABASE_URL = embeddedPostgres.url;
  console.log(
    `TEST_DATABASE_URL is not set: the PostgreSQL suites use a throw-away server (${embeddedPostgres.url}).`,
  );
}
const stopEmbeddedPostgres = async () =>
  embeddedPostgres?.stop().catch((error) => console.error(error.message));

const steps = [
  ["lint", () => pnpmRun("exec", "eslint", ".", "--max-warnings=0")],
  ["types", () => pnpmRun("typecheck")],
  [
    "unit",
    () =>
      pnpmRun(
        "exec",
        "vitest",
        "run",
        "--project",
        "ui",
        "--project",
        "data",
        "--project",
        "web",
        "--project",
        "repo",
        workers,
      ),
  ],
  ["api", () => pnpmRun("exec", "vitest", "run", "--project", "api", workers)],
  [
    // Business time is Istanbul's whatever the host's zone: the time rules, the booking and
    // payment suites and the owner's calendar and dashboard again on a UTC host and on one
    // behind UTC with daylight saving.
    "time zones",
    async () => {
      for (const zone of ["UTC", "America/New_York"]) {
        console.log(`TZ=${zone}`);
        await run(
          pnpm,
          [
            ...pnpmArgs,
            "exec",
            "vitest",
            "run",
            "--project",
            "data",
            "--project",
            "api",
            workers,
            "packages/data/src/contract",
            "apps/api/test/reservation",
            "apps/api/test/payments",
            "apps/api/test/subscriber",
            "apps/api/test/owner-calendar",
            "apps/api/test/owner-dashboard",
          ],
          { env: { ...process.env, TZ: zone } },
        );
      }
    },
  ],
  ["package", () => pnpmRun("exec", "vitest", "run", "--project", "pack")],
  ["stories", () => run(process.execPath, ["scripts/test-stories.mjs"])],
  ["build", () => pnpmRun("build")],
  // The script a first visit to each public page downloads, measured in Chromium: at most 100 KB
  // (bundle.mjs's default, issue 17's budget; BUNDLE_BUDGET_KB overrides it).
  ["bundle budget", () => run(process.execPath, ["scripts/bench/bundle.mjs"])],
  // The built API killed with SIGKILL mid-booking, mid-payment and mid-cancel, on TEST_DATABASE_URL's
  // server (or the throw-away one above).
  ["crash test", () => run(process.execPath, ["scripts/reliability/crash.mjs"])],
  ["e2e", () => pnpmRun("exec", "vitest", "run", "--project", "e2e")],
];

const started = Date.now();
let passed = 0;
for (const [name, step] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await step();
  } catch (error) {
    console.error(`\n✖ ${name}: ${error.message}`);
    console.log(`steps: ${passed} passed, 1 failed`);
    await stopEmbeddedPostgres();
    process.exit(1);
  }
  passed += 1;
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
await stopEmbeddedPostgres();
console.log(`\nAll suites green in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`steps: ${passed} passed, 0 failed`);
