import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectNoAxeViolations } from "../../test/axe";
import { samplePeriods } from "./fixtures";
import { OwnerStats } from "./owner-stats";

const text = (s: string | null | undefined) => (s ?? "").replace(/\s/g, " ");

describe("OwnerStats", () => {
  describe("given the periods", () => {
    it("shows each period's revenue, paid amount, reservations, hours and occupancy the Turkish way", async () => {
      const { container } = render(<OwnerStats periods={samplePeriods} />);
      const month = screen.getByRole("article", { name: "Bu Ay" });
      const figures = within(month)
        .getAllByRole("term")
        .map((term) => [term.textContent, text(term.nextElementSibling?.textContent)]);
      expect(figures).toEqual([
        ["Gelir", "104.250,5 ₺"],
        ["Online Ödenen", "18.300 ₺"],
        ["Rezervasyon", "96"],
        ["Dolu / Açık Saat", "96 / 804"],
        ["Doluluk", "%11,9"],
      ]);
      expect(screen.getAllByRole("article").map((a) => a.getAttribute("data-key"))).toEqual([
        "today",
        "week",
        "month",
      ]);
      await expectNoAxeViolations(container);
    });
  });

  describe("given loading", () => {
    it("is busy and shows no figures", () => {
      render(<OwnerStats loading />);
      expect(screen.getByRole("region")).toHaveAttribute("aria-busy", "true");
      expect(screen.getByText("Özet yükleniyor")).toBeInTheDocument();
      expect(screen.queryByRole("term")).not.toBeInTheDocument();
    });
  });

  describe("given an error", () => {
    it("shows it with a retry", async () => {
      const onRetry = vi.fn();
      const { container } = render(<OwnerStats error="Bir hata oluştu." onRetry={onRetry} />);
      expect(screen.getByRole("alert")).toHaveTextContent("Bir hata oluştu.");
      await userEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
      expect(onRetry).toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });
  });
});
