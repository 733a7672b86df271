import { z } from "zod";

/**
 * Free text is never allowed to carry control characters (NUL, escape, backspace, DEL, …):
 * PostgreSQL refuses NUL in text, and the rest only hide or forge content. Tab, line feed and
 * carriage return stay allowed (notes have lines).
 */
function isControlCode(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

export const textMessages = {
  controlCharacters: "Bu alan izin verilmeyen kontrol karakterleri içeriyor.",
} as const;

export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (isControlCode(text.charCodeAt(index))) return true;
  return false;
}

/**
 * Where a parsed input (a JSON body, a query, path parameters) holds text with control
 * characters, also in object keys: the paths, e.g. `[["contact", "name"]]`. The API checks
 * every route's input with it before the route's own schema, so no text field can forget it.
 */
export function controlCharacterPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return hasControlCharacters(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => controlCharacterPaths(item, [...path, String(index)]));
  if (value !== null && typeof value === "object" && !ArrayBuffer.isView(value))
    return Object.entries(value).flatMap(([key, item]) =>
      hasControlCharacters(key) ? [path] : controlCharacterPaths(item, [...path, key]),
    );
  return [];
}

/** A text schema for forms and payloads that refuses control characters with the Turkish text. */
export function plainText() {
  return z.string().refine((text) => !hasControlCharacters(text), { error: textMessages.controlCharacters });
}

/**
 * Unicode's bidirectional controls: the embeddings and overrides U+202A-U+202E, the isolates
 * U+2066-U+2069 and the invisible direction marks U+200E, U+200F and U+061C. In a name they
 * make text read differently from what it is ("Trojan Source": `Saha\u202Eİ gniK` shows as
 * "Saha King İ" to the facility's owner while it is stored the other way round), and nobody
 * types them on purpose; a paste from a right-to-left app or a contact card brings them along.
 */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function hasBidiControls(text: string): boolean {
  return text.search(bidiControls) !== -1;
}

/** `text` without bidirectional controls (see `bidiControls`). */
export function stripBidiControls(text: string): string {
  return text.replace(bidiControls, "");
}

/**
 * THE schema of a stored human text (names, addresses, descriptions, notes): a string whose
 * bidirectional controls are stripped before anything else checks it, so `.trim()`, `.min()`
 * and `.max()` chained on it see the clean text (a name of nothing but controls is empty).
 * Stripped, not refused: they are invisible, and refusing would leave the person staring at
 * a name that looks fine.
 */
export function cleanText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(stripBidiControls);
}

const typeNames: Readonly<Record<string, string>> = {
  string: "metin",
  number: "sayı",
  int: "tam sayı",
  bigint: "tam sayı",
  boolean: "doğru/yanlış değeri",
  object: "nesne",
  array: "liste",
  null: "boş değer",
  undefined: "değer yok",
  date: "tarih",
  nan: "geçersiz sayı",
  file: "dosya",
};

function typeName(type: string): string {
  return typeNames[type] ?? "desteklenmeyen değer";
}

function typeOf(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  if (typeof input === "number" && Number.isNaN(input)) return "nan";
  return typeof input;
}

const sizeUnits: Readonly<Record<string, string>> = {
  string: " karakter",
  array: " öğe",
  set: " öğe",
  file: " bayt",
};

/**
 * zod's texts for schemas that bring none of their own, all Turkish (zod's own `tr` locale
 * leaves the type names in English: "beklenen object, alınan number"). The API installs it with
 * `z.config({ localeError: turkishZodError })`.
 */
export function turkishZodError(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Bu alan zorunludur.";
      return `Geçersiz değer: ${typeName(String(issue.expected))} bekleniyordu, ${typeName(typeOf(issue.input))} gönderildi.`;
    case "too_big": {
      const unit = sizeUnits[issue.origin] ?? "";
      return issue.inclusive
        ? `En fazla ${String(issue.maximum)}${unit} olabilir.`
        : `${String(issue.maximum)}${unit} değerinden küçük olmalı.`;
    }
    case "too_small": {
      const unit = sizeUnits[issue.origin] ?? "";
      if (issue.origin === "string" && Number(issue.minimum) === 1) return "Bu alan boş bırakılamaz.";
      return issue.inclusive
        ? `En az ${String(issue.minimum)}${unit} olmalı.`
        : `${String(issue.minimum)}${unit} değerinden büyük olmalı.`;
    }
    case "invalid_format":
      return issue.format === "email" ? "Geçersiz e-posta adresi." : "Geçersiz biçim.";
    case "not_multiple_of":
      return `${String(issue.divisor)} sayısının katı olmalı.`;
    case "unrecognized_keys":
      return "Tanınmayan alanlar gönderildi.";
    case "invalid_value":
      return "Geçersiz seçenek.";
    default:
      return "Geçersiz değer.";
  }
}
