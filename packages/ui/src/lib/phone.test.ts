import { formatPhone } from "./phone";

describe("formatPhone", () => {
  describe("given 10 digits", () => {
    it("groups them 3 3 2 2", () => {
      expect(formatPhone("5550000001")).toBe("0555 000 00 01");
    });
  });

  describe("given a leading 0, +90 or separators", () => {
    it("drops them first", () => {
      expect(formatPhone("05321234567")).toBe("0532 123 45 67");
      expect(formatPhone("+90 532 123 45 67")).toBe("0532 123 45 67");
      expect(formatPhone("532-123-45-67")).toBe("0532 123 45 67");
    });
  });

  describe("given nothing", () => {
    it("returns null", () => {
      expect(formatPhone(null)).toBeNull();
      expect(formatPhone(undefined)).toBeNull();
      expect(formatPhone("  ")).toBeNull();
    });
  });

  describe("given something else", () => {
    it("returns it trimmed", () => {
      expect(formatPhone(" 12345 ")).toBe("12345");
    });
  });
});
