import { describe, expect, it } from "vitest";
import { formatTry } from "./money";

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
