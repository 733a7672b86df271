import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { BookingSummary } from "./booking-summary";

/** The summary's lines as [term, description] pairs. */
function lines() {
  return screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe("BookingSummary", () => {
  describe("given a weekend card booking with a deposit", () => {
    it("lists the booking, marks the weekend price and splits the amount", async () => {
      const { container } = render(
        <BookingSummary
          facilityName="Yıldız Halı Saha"
          date="2026-11-21"
          time="20:00 - 21:00"
          paymentMethod="creditCard"
          hourlyPrice={1250}
          isWeekendPrice
          depositAmount={300}
        />,
      );
      expect(screen.getByRole("region", { name: "Rezervasyon Özeti" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 2, name: "Rezervasyon Özeti" })).toBeInTheDocument();
      expect(lines()).toEqual([
        ["Tesis", "Yıldız Halı Saha"],
        ["Tarih", "21 Kasım 2026 Cumartesi"],
        ["Saat", "20:00 - 21:00"],
        ["Ödeme Yöntemi", "Kredi Kartı"],
        ["Saatlik Ücret", "1.250 ₺Hafta sonu fiyatı"],
        ["Kapora", "300 ₺"],
        ["Şimdi Ödenecek", "300 ₺"],
        ["Tesiste Ödenecek", "950 ₺"],
      ]);
      await expectNoAxeViolations(container);
    });
  });

  describe("given an on-site weekday booking without a deposit", () => {
    it("says there is no deposit and everything is paid at the facility", () => {
      render(
        <BookingSummary
          facilityName="Yıldız Halı Saha"
          date="2026-11-18"
          time="18:00 - 19:00"
          paymentMethod="onsite"
          hourlyPrice={900}
        />,
      );
      expect(screen.queryByText("Hafta sonu fiyatı")).not.toBeInTheDocument();
      expect(lines()).toEqual(
        expect.arrayContaining([
          ["Ödeme Yöntemi", "Yerinde Ödeme"],
          ["Saatlik Ücret", "900 ₺"],
          ["Kapora", "Kapora yok"],
          ["Şimdi Ödenecek", "0 ₺"],
          ["Tesiste Ödenecek", "900 ₺"],
        ]),
      );
    });
  });

  describe("given nothing chosen yet", () => {
    it("says 'Seçilmedi' and shows no split", async () => {
      const { container } = render(<BookingSummary facilityName="Yıldız Halı Saha" hourlyPrice={900} headingLevel={3} />);
      expect(screen.getByRole("heading", { level: 3 })).toBeInTheDocument();
      expect(lines().slice(1, 4)).toEqual([
        ["Tarih", "Seçilmedi"],
        ["Saat", "Seçilmedi"],
        ["Ödeme Yöntemi", "Seçilmedi"],
      ]);
      expect(screen.queryByText("Şimdi Ödenecek")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given amounts from the caller", () => {
    it("shows them instead of its own split", () => {
      render(
        <BookingSummary
          facilityName="Yıldız Halı Saha"
          paymentMethod="creditCard"
          hourlyPrice={900}
          depositAmount={300}
          dueNow={450}
          dueAtFacility={450}
        />,
      );
      expect(lines().slice(-2)).toEqual([
        ["Şimdi Ödenecek", "450 ₺"],
        ["Tesiste Ödenecek", "450 ₺"],
      ]);
    });
  });

  describe("given loading", () => {
    it("is busy, says so and shows no lines", async () => {
      const { container } = render(<BookingSummary facilityName="" hourlyPrice={0} loading />);
      expect(screen.getByRole("region")).toHaveAttribute("aria-busy", "true");
      expect(screen.getByText("Rezervasyon özeti yükleniyor")).toBeInTheDocument();
      expect(screen.queryByRole("term")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });
});
