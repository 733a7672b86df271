import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerSchema } from "./accounts/auth";
import { updateProfileSchema } from "./accounts/profile";
import { facilityFormSchema } from "./facilities/facility-form";
import { bookingFormSchema, createReservationBodySchema } from "./reservations/reservation";
import { createSubscriberExceptionBodySchema, subscriberFieldsSchema } from "./subscribers/subscriber";
import {
  cleanText,
  controlCharacterPaths,
  hasBidiControls,
  hasControlCharacters,
  plainText,
  stripBidiControls,
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

/** Every bidirectional control the schemas strip: embeddings, overrides, isolates and marks. */
const bidi = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];
/** "Saha King İ" as a "Trojan Source" name: shown reversed, stored otherwise. */
const trojan = "\u2067Saha\u202E İ gniK\u202C\u2069";

describe("bidirectional controls in text", () => {
  it("finds and strips each of U+202A-U+202E, U+2066-U+2069, U+200E, U+200F and U+061C, and nothing else", () => {
    for (const control of bidi) {
      expect(hasBidiControls(`Ali${control}Veli`)).toBe(true);
      expect(stripBidiControls(`Ali${control}Veli`)).toBe("AliVeli");
    }
    expect(stripBidiControls(trojan)).toBe("Saha İ gniK");
    for (const text of ["Kadıköy ŞÜKRÜ 🙂", "مرحبا", "satır\nsatır", "a\u200Db"]) {
      expect(hasBidiControls(text)).toBe(false);
      expect(stripBidiControls(text)).toBe(text);
    }
  });

  it("cleanText() strips them before the checks chained on it", () => {
    const name = cleanText({ error: "Ad gereklidir" }).trim().min(1, { error: "Ad gereklidir" }).max(5);
    expect(name.parse(" \u202EAyşe\u202C ")).toBe("Ayşe");
    expect(name.safeParse(bidi.join("")).error?.issues[0]?.message).toBe("Ad gereklidir");
    expect(name.parse(`A${bidi.join("")}yşe`)).toBe("Ayşe");
  });

  it("is stripped from every stored name, address, description and note the contract takes", () => {
    const fields = [
      registerSchema.shape.firstName,
      registerSchema.shape.lastName,
      updateProfileSchema.shape.firstName,
      updateProfileSchema.shape.lastName,
      facilityFormSchema.shape.name,
      facilityFormSchema.shape.address,
      facilityFormSchema.shape.description,
      createReservationBodySchema.shape.contactName,
      createReservationBodySchema.shape.notes,
      bookingFormSchema().shape.contactName,
      bookingFormSchema().shape.notes,
      subscriberFieldsSchema.shape.contactName,
      subscriberFieldsSchema.shape.notes,
      createSubscriberExceptionBodySchema.shape.notes,
    ];
    for (const field of fields) expect(field.parse(trojan)).toBe("Saha İ gniK");
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
