#!/usr/bin/env node
/**
 * Serves the built app: the API process also serves apps/web/dist on the same port.
 * `npm start` ends here after building; the browser journeys start the app the same way.
 * `WEB_CONCURRENCY=N` (with DATABASE_URL) makes that process the primary of N API workers on
 * the one port (apps/api/src/server.ts); docs/deploy.md describes several machines.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const child = spawn(process.execPath, [path.join(root, "apps/api/dist/server.js")], {
  stdio: "inherit",
  env: {
    ...process.env,
    WEB_DIST: process.env.WEB_DIST ?? path.join(root, "apps/web/dist"),
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, ".data"),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
