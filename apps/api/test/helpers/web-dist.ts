import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";

const fixture = fileURLToPath(new URL("../fixtures/web-dist", import.meta.url));

export interface WebDist {
  root: string;
  remove(): void;
}

/**
 * A throwaway copy of test/fixtures/web-dist in which `precompressed` files (paths relative to
 * the dist) get the .br and .gz siblings the web build writes (vite-plugin-compression2).
 * Synchronous, so a suite can pass its folder to `describeEachDatabase` as WEB_DIST.
 */
export function webDistWithSiblings(precompressed: readonly string[]): WebDist {
  const root = mkdtempSync(join(tmpdir(), "halisaha-web-dist-"));
  cpSync(fixture, root, { recursive: true });
  for (const file of precompressed) {
    const source = readFileSync(join(root, file));
    writeFileSync(join(root, `${file}.br`), brotliCompressSync(source));
    writeFileSync(join(root, `${file}.gz`), gzipSync(source, { level: 9 }));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
