/**
 * The browser tests use Debian's Chromium (browser downloads do not work on our machines).
 * Installs it with apt-get when it is missing and we are root.
 */
import { existsSync } from "node:fs";
import { run } from "./process.mjs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${chromiumPath}: run \`sudo apt-get install -y chromium\`.`);
  }
  console.log("Chromium not found: installing it (apt-get install -y chromium)...");
  await run("apt-get", ["update"]);
  await run("apt-get", ["install", "-y", "--no-install-recommends", "chromium", "fonts-dejavu-core"], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
