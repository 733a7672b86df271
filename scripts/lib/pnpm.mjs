/**
 * Makes sure pnpm 10 is available: the one on PATH, else `npm i -g pnpm@10`, else `npx pnpm@10`.
 * Returns the command (and leading args) to run pnpm with.
 */
import { spawnSync } from "node:child_process";

function works(command, args) {
  const result = spawnSync(command, [...args, "--version"], { encoding: "utf8" });
  return result.status === 0 && /^10\./.test(result.stdout.trim());
}

export function ensurePnpm() {
  if (works("pnpm", [])) return ["pnpm"];
  console.log("pnpm 10 not found: installing it (npm i -g pnpm@10)...");
  const global = spawnSync("npm", ["i", "-g", "pnpm@10"], { stdio: "inherit" });
  if (global.status === 0 && works("pnpm", [])) return ["pnpm"];
  console.log("Global install failed; using npx pnpm@10.");
  if (works("npx", ["-y", "pnpm@10"])) return ["npx", "-y", "pnpm@10"];
  throw new Error("pnpm 10 could not be installed: run `npm i -g pnpm@10` and try again.");
}
