import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "http-server";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumerFiles } from "./consumer-app";

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const exec = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: "pipe", encoding: "utf8", env: { ...process.env, CI: "true" } });

describe("given @halisaha/ui packed as a tarball", () => {
  const work = mkdtempSync(path.join(tmpdir(), "halisaha-ui-pack-"));
  const app = path.join(work, "app");

  beforeAll(() => {
    exec("pnpm", ["run", "build"], uiDir);
    exec("pnpm", ["pack", "--pack-destination", work], uiDir);
    const tarball = readdirSync(work).find((f) => f.endsWith(".tgz"));
    if (!tarball) throw new Error("pnpm pack wrote no tarball");
    execFileSync("mkdir", ["-p", app]);
    for (const [name, text] of Object.entries(consumerFiles(path.join(work, tarball)))) {
      writeFileSync(path.join(app, name), text);
    }
    exec("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], app);
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("type-checks against the published .d.ts files", () => {
    expect(() => exec("npx", ["tsc", "-p", "tsconfig.json"], app)).not.toThrow();
  });

  describe("after a throwaway Vite app builds with it", () => {
    it("renders a styled Button in Chromium", async () => {
      exec("npx", ["vite", "build", "--logLevel", "error"], app);
      const server = createServer({ root: path.join(app, "dist"), cache: -1 });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = (server as unknown as { server: { address(): { port: number } } }).server.address();
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
        ],
      });
      try {
        const page = await browser.newPage();
        await page.goto(`http://127.0.0.1:${port}/`);
        const button = page.getByRole("button", { name: "Rezervasyon Yap" });
        await button.waitFor();
        const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(background).toBe("rgb(21, 128, 61)");
      } finally {
        await browser.close();
        server.close();
      }
    });
  });
});
