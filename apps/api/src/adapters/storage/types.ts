/** Where uploaded files live: local disk or an S3-compatible bucket. Keys are `a/b/c.webp` paths. */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Stores the bytes under `key` (replacing nothing: keys are fresh random names). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the keys; a key that is already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** The URL a browser loads the file from. */
  urlOf(key: string): string;
}

/** Uploaded files never change under their name, so browsers and CDNs may keep them a year. */
export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Keys are made by the server (`facilities/<uuid>-large.webp`); nothing else is accepted. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i.test(key) || key.includes("..") || key.includes("//"))
    throw new Error(`unsafe storage key: ${key}`);
}
