import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { hash, verify } from "@node-rs/argon2";
import { commonPasswordMessage } from "@halisaha/data/contract";
import { validationFailed } from "../http/errors";
import { findShippedFolder } from "../shipped-files";

/**
 * argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB,
 * 2 passes, 1 lane; about 40 ms per hash here.
 */
const hashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. With no hash (unknown user, Google-only
 * account) it still verifies against a throw-away hash, so both answers take as long.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Passwords the server refuses on register, reset and change (compared case-insensitively), from
 * `assets/passwords/common.txt`, one a line: the 5,000 most common passwords of at least 6
 * characters. Turkish favourites first (club names, cities, "sifre"), then the leaked-password
 * frequency list of zxcvbn-ts (@zxcvbn-ts/language-common 3.x, MIT): its first entries of 6 to 64
 * characters, lower-cased, duplicates removed.
 */
const passwordsFolder = findShippedFolder(
  dirname(fileURLToPath(import.meta.url)),
  join("assets", "passwords"),
  "common.txt",
);
const commonPasswords = new Set(
  readFileSync(join(passwordsFolder, "common.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean),
);

/** On the list, ignoring case (ASCII and Turkish lower-casing: "İSTANBUL", "QWERTYUIOP"). */
export function isCommonPassword(password: string): boolean {
  const trimmed = password.trim();
  return (
    commonPasswords.has(trimmed.toLowerCase()) || commonPasswords.has(trimmed.toLocaleLowerCase("tr-TR"))
  );
}

/** Throws the 400 field error when `password` is on the common-password list. */
export function assertNotCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw validationFailed([{ field, message: commonPasswordMessage }], commonPasswordMessage);
}
