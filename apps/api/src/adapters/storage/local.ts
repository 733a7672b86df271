import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { assertSafeKey, type FileStorage } from "./types";

/** The URL prefix the API serves local uploads under (plugins/uploads.ts). */
export const UPLOADS_PREFIX = "/uploads/";

/**
 * Files under `dir` (DATA_DIR/uploads). A file is written under a temporary name and renamed,
 * so a reader never sees half a file and a crash leaves no half-written image under its name.
 */
export function createLocalStorage(dir: string): FileStorage {
  return {
    kind: "local",
    async put(key, body) {
      assertSafeKey(key);
      const path = join(dir, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async delete(keys) {
      for (const key of keys) assertSafeKey(key);
      await Promise.all(keys.map((key) => rm(join(dir, key), { force: true })));
    },
    urlOf(key) {
      return `${UPLOADS_PREFIX}${key}`;
    },
  };
}
