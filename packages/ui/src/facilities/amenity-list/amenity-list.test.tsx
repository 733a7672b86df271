import { render, screen, within } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { AMENITY_KEYS, AmenityList, amenityLabel } from "./amenity-list";

describe("AmenityList", () => {
  describe("given amenity keys", () => {
    it("lists their Turkish labels", async () => {
      const { container } = render(
        <AmenityList amenities={["shower_changing_room", "free_parking", "wifi"]} />,
      );
      const items = within(screen.getByRole("list")).getAllByRole("listitem");
      expect(items.map((item) => item.textContent)).toEqual([
        "Duş ve Soyunma Odası",
        "Ücretsiz Otopark",
        "WiFi",
      ]);
      await expectNoAxeViolations(container);
    });

    it("knows all 13 keys", () => {
      render(<AmenityList amenities={[...AMENITY_KEYS]} />);
      expect(screen.getAllByRole("listitem")).toHaveLength(13);
      expect(screen.getByText("Kişisel Dolap")).toBeVisible();
      expect(screen.getByText("Canlı Skorbord")).toBeVisible();
    });
  });

  describe("given a max below the count", () => {
    it("shows the first ones and '+N daha'", async () => {
      const { container } = render(
        <AmenityList amenities={["wifi", "heating", "referee", "cafeteria", "indoor_area"]} max={3} />,
      );
      const items = screen.getAllByRole("listitem").map((item) => item.textContent);
      expect(items).toEqual(["WiFi", "Isıtma", "Hakem", "+2 daha"]);
      await expectNoAxeViolations(container);
    });
  });

  describe("given a max equal to the count", () => {
    it("shows no '+N daha'", () => {
      render(<AmenityList amenities={["wifi", "heating"]} max={2} />);
      expect(screen.queryByText(/daha/)).not.toBeInTheDocument();
    });
  });

  describe("given label overrides and an unknown key", () => {
    it("prefers the override and shows the unknown key as it is", () => {
      render(<AmenityList amenities={["wifi", "sauna"]} labels={{ wifi: "Ücretsiz WiFi" }} />);
      expect(screen.getByText("Ücretsiz WiFi")).toBeVisible();
      expect(screen.getByText("sauna")).toBeVisible();
      expect(amenityLabel("sauna", { sauna: "Sauna" })).toBe("Sauna");
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
