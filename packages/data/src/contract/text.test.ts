import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  controlCharacterPaths,
  hasControlCharacters,
  plainText,
  textMessages,
  turkishZodError,
} from "./text";

describe("control characters in text", () => {
  it("finds NUL, escape, DEL and the rest below U+0020, but keeps tab, LF and CR", () => {
    for (const text of ["a\u0000", "\u001b[2J", "x\u007f", "\u0008"])
      expect(hasControlCharacters(text)).toBe(true);
    for (const text of ["satır\nsatır", "a\tb", "a\r\n", "Kadıköy ŞÜKRÜ 🙂"])
      expect(hasControlCharacters(text)).toBe(false);
  });

  it("names the paths of every string that holds one, keys included", () => {
    expect(
      controlCharacterPaths({
        name: "ok",
        contact: { phone: "555\u0000" },
        tags: ["a", "b\u0007"],
        "k\u0000": 1,
      }),
    ).toEqual([["contact", "phone"], ["tags", "1"], []]);
    expect(controlCharacterPaths("\u0000")).toEqual([[]]);
    expect(controlCharacterPaths({ n: 1, b: true, z: null })).toEqual([]);
  });

  it("plainText() refuses them with the Turkish text", () => {
    const result = plainText().safeParse("a\u0000");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(textMessages.controlCharacters);
  });
});

describe("turkishZodError", () => {
  const messageOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value, { error: turkishZodError }).error?.issues[0]?.message;

  it("names types in Turkish", () => {
    expect(messageOf(z.object({ a: z.string() }), 42)).toBe(
      "Geçersiz değer: nesne bekleniyordu, sayı gönderildi.",
    );
    expect(messageOf(z.number(), "x")).toBe("Geçersiz değer: sayı bekleniyordu, metin gönderildi.");
    expect(messageOf(z.string(), undefined)).toBe("Bu alan zorunludur.");
  });

  it("says sizes, formats and choices in Turkish", () => {
    expect(messageOf(z.string().max(3), "abcd")).toBe("En fazla 3 karakter olabilir.");
    expect(messageOf(z.string().min(1), "")).toBe("Bu alan boş bırakılamaz.");
    expect(messageOf(z.email(), "x")).toBe("Geçersiz e-posta adresi.");
    expect(messageOf(z.enum(["a", "b"]), "c")).toBe("Geçersiz seçenek.");
  });
});
