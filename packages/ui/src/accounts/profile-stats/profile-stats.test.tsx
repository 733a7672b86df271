import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { ProfileStats, type ProfileStat } from "./profile-stats";

const stats: ProfileStat[] = [
  { label: "Toplam Rezervasyon", value: 1234 },
  { label: "Aktif Rezervasyon", value: 2 },
  { label: "Favori Tesis", value: 0 },
];

function figures() {
  return screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe("ProfileStats", () => {
  describe("given three figures", () => {
    it("shows the heading and each label with its value, numbers written the Turkish way", async () => {
      const { container } = render(<ProfileStats items={stats} />);
      expect(screen.getByRole("heading", { level: 2, name: "İstatistikler" })).toBeInTheDocument();
      expect(figures()).toEqual([
        ["Toplam Rezervasyon", "1.234"],
        ["Aktif Rezervasyon", "2"],
        ["Favori Tesis", "0"],
      ]);
      await expectNoAxeViolations(container);
    });
  });

  describe("given a text value and a title", () => {
    it("shows the text as it is", () => {
      render(<ProfileStats title="Bu Ay" headingLevel={3} items={[{ label: "Toplam Harcama", value: "1.350 ₺" }]} />);
      expect(screen.getByRole("heading", { level: 3, name: "Bu Ay" })).toBeInTheDocument();
      expect(figures()).toEqual([["Toplam Harcama", "1.350 ₺"]]);
    });
  });

  describe("given loading", () => {
    it("is busy, says so and shows no figures", async () => {
      const { container } = render(<ProfileStats items={stats} loading />);
      expect(container.firstElementChild).toHaveAttribute("aria-busy", "true");
      expect(screen.getByText("İstatistikler yükleniyor")).toBeInTheDocument();
      expect(screen.queryByRole("term")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given no items", () => {
    it("shows the empty message", async () => {
      const { container } = render(<ProfileStats items={[]} />);
      expect(screen.getByRole("heading", { level: 3, name: "Henüz istatistik yok" })).toBeInTheDocument();
      expect(screen.queryByRole("term")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it("uses a custom empty message", () => {
      render(<ProfileStats items={[]} emptyMessage="Henüz rezervasyonunuz yok" />);
      expect(screen.getByRole("heading", { name: "Henüz rezervasyonunuz yok" })).toBeInTheDocument();
    });
  });
});
