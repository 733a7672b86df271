import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const webRoot = fileURLToPath(new URL("../../../web", import.meta.url));

export interface WebServerEntry {
  /** Where the built module goes (`WEB_SSR`). */
  file: string;
  /** Builds it: in `beforeAll`, with a timeout of minutes (seconds alone, but the machine may be busy). */
  build(): Promise<void>;
  remove(): void;
}

/**
 * The web app's server entry, built from apps/web's source (`vite build --ssr`) the way the web
 * build makes it, into a throwaway folder: the public pages, robots.txt's private paths and the
 * renderer the API's pages plugin serves. Synchronous, so a suite can pass `file` to
 * `describeEachDatabase` as WEB_SSR; `build()` in its `beforeAll`.
 */
export function webServerEntry(): WebServerEntry {
  const outDir = mkdtempSync(join(tmpdir(), "halisaha-web-ssr-"));
  return {
    file: join(outDir, "entry-server.js"),
    build: () => build(outDir),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

function build(outDir: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const vite = spawn(
      "pnpm",
      ["exec", "vite", "build", "--ssr", "src/entry-server.tsx", "--outDir", outDir, "--logLevel", "error"],
      { cwd: webRoot, stdio: ["ignore", "ignore", "pipe"] },
    );
    let errors = "";
    vite.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    vite.on("error", reject);
    vite.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build --ssr failed: ${errors}`)),
    );
  });
}
