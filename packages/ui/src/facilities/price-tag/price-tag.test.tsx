import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { PriceTag } from "./price-tag";

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
