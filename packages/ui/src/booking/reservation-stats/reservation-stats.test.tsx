import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { ReservationStats, reservationStatItems } from "./reservation-stats";

function figures() {
  return screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe("ReservationStats", () => {
  describe("given the counts", () => {
    it("shows the six Turkish figures in order, numbers written the Turkish way", async () => {
      const { container } = render(
        <ReservationStats counts={{ total: 1284, upcoming: 3, pending: 2, confirmed: 5, completed: 1270, cancelled: 7 }} />,
      );
      expect(screen.getByRole("region", { name: "Rezervasyon istatistikleri" })).toBeInTheDocument();
      expect(figures()).toEqual([
        ["Toplam", "1.284"],
        ["Yaklaşan", "3"],
        ["Beklemede", "2"],
        ["Onaylandı", "5"],
        ["Tamamlandı", "1.270"],
        ["İptal Edildi", "7"],
      ]);
      await expectNoAxeViolations(container);
    });
  });

  describe("given missing counts", () => {
    it("shows them as 0", () => {
      render(<ReservationStats counts={{ total: 2 }} />);
      expect(figures().map(([, value]) => value)).toEqual(["2", "0", "0", "0", "0", "0"]);
    });
  });

  describe("given other labels or items", () => {
    it("uses them", () => {
      const { unmount } = render(<ReservationStats counts={{}} labels={{ upcoming: "Gelecek" }} />);
      expect(figures()[1]).toEqual(["Gelecek", "0"]);
      unmount();
      render(<ReservationStats items={[{ key: "revenue", label: "Toplam Gelir", value: "12.500 ₺" }]} />);
      expect(figures()).toEqual([["Toplam Gelir", "12.500 ₺"]]);
    });
  });

  describe("given loading", () => {
    it("is busy, says so and shows no figures", async () => {
      const { container } = render(<ReservationStats loading />);
      expect(screen.getByRole("region")).toHaveAttribute("aria-busy", "true");
      expect(screen.getByText("Rezervasyon istatistikleri yükleniyor")).toBeInTheDocument();
      expect(screen.queryByRole("term")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });
});

describe("reservationStatItems", () => {
  it("gives the six keys with a tone each", () => {
    expect(reservationStatItems({ pending: 1 }).map((item) => [item.key, item.tone, item.value])).toEqual([
      ["total", "neutral", 0],
      ["upcoming", "primary", 0],
      ["pending", "warning", 1],
      ["confirmed", "success", 0],
      ["completed", "info", 0],
      ["cancelled", "danger", 0],
    ]);
  });
});
