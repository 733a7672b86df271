import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { FavouritesSummary, summariseFavourites } from "./favourites-summary";

function figures() {
  return screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe("FavouritesSummary", () => {
  describe("given figures", () => {
    it("shows count, highly rated and the average price without fraction digits", async () => {
      const { container } = render(<FavouritesSummary count={1250} highlyRated={5} averagePrice={1137.5} />);
      expect(figures()).toEqual([
        ["Favori Tesis", "1.250"],
        ["Yüksek Puanlı", "5"],
        ["Ortalama Fiyat", "1.138 ₺/saat"],
      ]);
      await expectNoAxeViolations(container);
    });
  });

  describe("given no favourites", () => {
    it("shows zeros and '-'", () => {
      render(<FavouritesSummary count={0} highlyRated={0} averagePrice={null} />);
      expect(figures()).toEqual([
        ["Favori Tesis", "0"],
        ["Yüksek Puanlı", "0"],
        ["Ortalama Fiyat", "-"],
      ]);
    });
  });

  describe("given loading", () => {
    it("is busy and says it loads instead of the figures", async () => {
      const { container } = render(<FavouritesSummary loading count={3} />);
      expect(container.firstElementChild).toHaveAttribute("aria-busy", "true");
      expect(screen.getAllByText("Yükleniyor")).toHaveLength(3);
      expect(screen.queryByText("3")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });
});

describe("summariseFavourites", () => {
  describe("given facilities", () => {
    it("counts those rated 4.5 or more and averages the price", () => {
      expect(
        summariseFavourites([
          { pricePerHour: 450, rating: 4.5 },
          { pricePerHour: 500, rating: 4.4 },
          { pricePerHour: 550, rating: null },
        ]),
      ).toEqual({ count: 3, highlyRated: 1, averagePrice: 500 });
    });
  });

  describe("given none", () => {
    it("has no average", () => {
      expect(summariseFavourites([])).toEqual({ count: 0, highlyRated: 0, averagePrice: null });
    });
  });
});
