import { describe, expect, it } from "vitest";
import { formatLira, formatTry } from "./money";

describe("formatTry", () => {
  it("formats lira the tr-TR way with ₺", () => {
    expect(formatTry(1234.5)).toBe("₺1.234,50");
    expect(formatTry(0)).toBe("₺0,00");
    expect(formatTry("150.00")).toBe("₺150,00");
  });

  it("drops the kuruş when asked", () => {
    expect(formatTry(1234.5, { fractionDigits: 0 })).toBe("₺1.235");
  });

  describe("given no amount", () => {
    it("is empty", () => {
      expect(formatTry(null)).toBe("");
      expect(formatTry(undefined)).toBe("");
      expect(formatTry("")).toBe("");
      expect(formatTry("abc")).toBe("");
    });
  });
});

describe("formatLira", () => {
  describe("given a whole amount", () => {
    it("uses the Turkish thousands separator and the lira sign after the number", () => {
      expect(formatLira(1250)).toBe("1.250 ₺");
      expect(formatLira(450, { unit: "₺/saat" })).toBe("450 ₺/saat");
    });
  });

  describe("given fraction digits", () => {
    it("rounds to that many with a decimal comma", () => {
      expect(formatLira(1250.5, { fractionDigits: 2 })).toBe("1.250,50 ₺");
      expect(formatLira(612.5, { fractionDigits: 0, unit: "" })).toBe("613");
    });
  });

  describe("given no fraction digits", () => {
    it("keeps up to two", () => {
      expect(formatLira(99.999)).toBe("100 ₺");
      expect(formatLira(99.5)).toBe("99,5 ₺");
    });
  });
});
