import { readFileSync } from "node:fs";
import { inject } from "vitest";

/** The development SMS adapter prints one line per message with the phone and the code. */
const smsLine = (phone: string) =>
  new RegExp(`SMS \\(geliştirme\\): ${phone} numarasına doğrulama kodu (\\d{6})`, "g");

/**
 * Waits for the newest SMS code sent to `phone` after `since` earlier codes, reading the
 * server log as a person running `npm start` would.
 */
export async function readSmsCode(phone: string, { previousCount = 0, timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const codes = [...readFileSync(inject("serverLogFile"), "utf8").matchAll(smsLine(phone))].map((m) => m[1]!);
    if (codes.length > previousCount) return codes[codes.length - 1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${phone} appeared in the server log`);
}

/** How many SMS codes `phone` has received so far (to wait for the next one). */
export function smsCount(phone: string): number {
  return [...readFileSync(inject("serverLogFile"), "utf8").matchAll(smsLine(phone))].length;
}
