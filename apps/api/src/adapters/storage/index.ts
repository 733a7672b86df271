import type { StorageConfig } from "../../config";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { FileStorage } from "./types";

export { createLocalStorage, UPLOADS_PREFIX } from "./local";
export { createS3Storage } from "./s3";
export { UPLOAD_CACHE_CONTROL, type FileStorage } from "./types";

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === "s3" ? createS3Storage(config) : createLocalStorage(config.dir);
}
