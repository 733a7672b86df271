import { render, screen, within } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { AmenityList } from "./amenity-list";
import { sampleAmenityNames } from "./fixtures";

describe("AmenityList", () => {
  describe("given the amenities' names", () => {
    it("lists them as they are given, in order", async () => {
      const { container } = render(
        <AmenityList amenities={["Duş ve Soyunma Odası", "Ücretsiz Otopark", "WiFi"]} />,
      );
      const items = within(screen.getByRole("list")).getAllByRole("listitem");
      expect(items.map((item) => item.textContent)).toEqual([
        "Duş ve Soyunma Odası",
        "Ücretsiz Otopark",
        "WiFi",
      ]);
      await expectNoAxeViolations(container);
    });

    it("shows all 13 without a max", () => {
      render(<AmenityList amenities={sampleAmenityNames()} />);
      expect(screen.getAllByRole("listitem")).toHaveLength(13);
      expect(screen.getByText("Kişisel Dolap")).toBeVisible();
      expect(screen.getByText("Canlı Skorbord")).toBeVisible();
    });
  });

  describe("given a max below the count", () => {
    it("shows the first ones and '+N daha'", async () => {
      const { container } = render(
        <AmenityList amenities={["WiFi", "Isıtma", "Hakem", "Kafeterya", "Kapalı Alan"]} max={3} />,
      );
      const items = screen.getAllByRole("listitem").map((item) => item.textContent);
      expect(items).toEqual(["WiFi", "Isıtma", "Hakem", "+2 daha"]);
      await expectNoAxeViolations(container);
    });
  });

  describe("given a max equal to the count", () => {
    it("shows no '+N daha'", () => {
      render(<AmenityList amenities={["WiFi", "Isıtma"]} max={2} />);
      expect(screen.queryByText(/daha/)).not.toBeInTheDocument();
    });
  });

  describe("given no amenities", () => {
    it("renders nothing, or the empty message", () => {
      const { container, rerender } = render(<AmenityList amenities={[]} />);
      expect(container).toBeEmptyDOMElement();
      rerender(<AmenityList amenities={[]} emptyMessage="Olanak belirtilmemiş" />);
      expect(screen.getByText("Olanak belirtilmemiş")).toBeVisible();
      expect(screen.queryByRole("list")).not.toBeInTheDocument();
    });
  });
});
