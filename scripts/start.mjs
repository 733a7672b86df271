#!/usr/bin/env node
/**
 * `npm start` on a fresh machine: installs the dependencies (and pnpm when missing), builds
 * the web app and the API, then serves both on one port (PORT, default 3000). The API
 * migrates and seeds its embedded database (DATA_DIR, default ./.data) as it starts and
 * prints the address and the demo accounts.
 */
import { ensurePnpm } from "./lib/pnpm.mjs";
import { run } from "./lib/process.mjs";

const [pnpm, ...pnpmArgs] = ensurePnpm();
const pnpmRun = (...args) => run(pnpm, [...pnpmArgs, ...args]);

await pnpmRun("install", "--frozen-lockfile", "--reporter=silent");
console.log("Building the web app and the API...");
await pnpmRun("--filter", "@halisaha/web", "build", "--logLevel", "warn");
await pnpmRun("--filter", "@halisaha/api", "build", "--silent");
await import("./serve.mjs");
