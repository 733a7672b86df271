import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { PriceTag, formatLira } from "./price-tag";

describe("formatLira", () => {
  describe("given a whole amount", () => {
    it("uses the Turkish thousands separator and the lira sign", () => {
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

describe("PriceTag", () => {
  describe("given an amount", () => {
    it("shows the Turkish price per hour", async () => {
      const { container } = render(<PriceTag amount={1250} />);
      expect(container.querySelector("[data-slot=price-tag]")).toHaveTextContent("1.250 ₺/saat");
      expect(screen.getByText("1.250")).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });

  describe("given another unit", () => {
    it("writes that unit", () => {
      const { container } = render(<PriceTag amount={300} unit="₺ kapora" />);
      expect(container.querySelector("[data-slot=price-tag]")).toHaveTextContent("300 ₺ kapora");
    });
  });
});
