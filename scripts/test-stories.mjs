#!/usr/bin/env node
/**
 * Builds the Storybook catalogue, serves it on a free local port and runs every story in
 * Debian's Chromium with the test runner (axe + screenshot comparison).
 *   node scripts/test-stories.mjs      compare with the committed baselines
 *   node scripts/test-stories.mjs -u   rewrite the baselines (.storybook/__screenshots__)
 *   node scripts/test-stories.mjs [-u] packages/ui/src/owner   only the story files whose path
 *                                      matches (the test runner's path patterns)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "http-server";
import { freePort, run } from "./lib/process.mjs";

const update = process.argv.includes("-u") || process.argv.includes("--updateSnapshot");
const pathPatterns = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const outDir = mkdtempSync(path.join(tmpdir(), "halisaha-storybook-"));

try {
  await run("pnpm", ["exec", "storybook", "build", "-o", outDir, "--quiet", "--disable-telemetry"]);
  const port = await freePort();
  const server = createServer({ root: outDir, cache: -1 });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  try {
    const args = ["exec", "test-storybook", "--url", `http://127.0.0.1:${port}`, "--maxWorkers=2"];
    if (update) args.push("-u");
    args.push(...pathPatterns);
    await run("pnpm", args, { env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" } });
  } finally {
    server.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
