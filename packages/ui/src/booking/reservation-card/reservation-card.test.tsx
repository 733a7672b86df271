import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { LinkProvider } from "../../lib/link";
import { expectNoAxeViolations } from "../../test/axe";
import { sampleReservation, sampleReservations } from "./fixtures";
import { ReservationCard } from "./reservation-card";

const card = () => screen.getByRole("article", { name: "Yıldız Halı Saha" });
const toggle = () => screen.getByRole("button", { name: /^Detayları (Göster|Gizle)$/ });

/** A description list's entries as [term, description] pairs. */
function entries(list: HTMLElement) {
  return within(list)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe("ReservationCard", () => {
  describe("given a confirmed, unpaid reservation", () => {
    it("shows the number, the facility link, the Turkish date, hours, badges and amounts", async () => {
      const { container } = render(<ReservationCard reservation={sampleReservation} facilityHref="/facilities/12" />);
      expect(card()).toHaveTextContent("Rezervasyon No: HS-20261122-0042");
      expect(screen.getByRole("heading", { level: 3, name: "Yıldız Halı Saha" })).toContainElement(
        screen.getByRole("link", { name: "Yıldız Halı Saha" }),
      );
      expect(screen.getByRole("link", { name: "Yıldız Halı Saha" })).toHaveAttribute("href", "/facilities/12");
      expect(card()).toHaveTextContent("22 Kasım 2026 Pazar");
      expect(card()).toHaveTextContent("20:00 - 21:00");
      expect(screen.getByText("Onaylandı")).toHaveAttribute("data-tone", "success");
      expect(screen.getByText("Ödeme Bekliyor")).toHaveAttribute("data-tone", "warning");
      const amounts = container.querySelector<HTMLElement>("[data-slot=reservation-card-amounts]")!;
      expect(entries(amounts)).toEqual([
        ["Toplam Tutar", "1.250 ₺"],
        ["Kapora", "300 ₺"],
        ["Ödenen", "0 ₺"],
        ["Ödeme Yöntemi", "Kredi Kartı"],
      ]);
      await expectNoAxeViolations(container);
    });

    it("keeps the details collapsed and offers no action it was not allowed", () => {
      render(<ReservationCard reservation={sampleReservation} payHref="/payment/42" onCancel={() => {}} rebookHref="/booking/12" />);
      expect(toggle()).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByText("İletişim Bilgileri")).not.toBeVisible();
      expect(screen.queryByRole("link", { name: "Öde" })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "İptal Et" })).not.toBeInTheDocument();
      expect(screen.queryByRole("link", { name: "Tekrar Rezervasyon Yap" })).not.toBeInTheDocument();
    });
  });

  describe("after a click on 'Detayları Göster'", () => {
    it("discloses contact, notes and the facility's address and phone", async () => {
      const onExpandedChange = vi.fn();
      const { container } = render(
        <ReservationCard reservation={sampleReservation} onExpandedChange={onExpandedChange} />,
      );
      await userEvent.click(toggle());
      expect(toggle()).toHaveAttribute("aria-expanded", "true");
      expect(toggle()).toHaveAccessibleName("Detayları Gizle");
      expect(onExpandedChange).toHaveBeenCalledWith(true);
      const details = document.getElementById(toggle().getAttribute("aria-controls")!)!;
      expect(details).toBeVisible();
      expect(within(details).getByRole("heading", { level: 4, name: "İletişim Bilgileri" })).toBeVisible();
      expect(entries(details)).toEqual([
        ["Ad Soyad", "Ahmet Yılmaz"],
        ["E-posta", "ahmet.yilmaz@example.com"],
        ["Telefon", "5550000001"],
        ["Adres", "Caferağa Mah. Moda Cad. No: 12, Kadıköy / İstanbul"],
        ["Telefon", "0216 555 12 34"],
      ]);
      expect(details).toHaveTextContent("Yelek ve top rica ediyoruz.");
      expect(within(details).getByRole("link", { name: "0216 555 12 34" })).toHaveAttribute("href", "tel:02165551234");
      await expectNoAxeViolations(container);

      await userEvent.click(toggle());
      expect(details).not.toBeVisible();
      expect(onExpandedChange).toHaveBeenLastCalledWith(false);
    });
  });

  describe("given no notes, no facility phone and no contact e-mail", () => {
    it("says so in the details", () => {
      render(
        <ReservationCard
          defaultExpanded
          reservation={{ ...sampleReservation, notes: "  ", facilityPhone: null, contactEmail: null }}
        />,
      );
      expect(screen.getByText("Not eklenmemiş")).toBeVisible();
      expect(screen.queryByRole("link", { name: /0216/ })).not.toBeInTheDocument();
    });
  });

  describe("given canPay with a pay link", () => {
    it("offers 'Öde' as a link to the payment page", async () => {
      const onPay = vi.fn();
      const { container } = render(
        <ReservationCard reservation={sampleReservation} canPay payHref="/payment/42" onPay={onPay} />,
      );
      const pay = screen.getByRole("link", { name: "Öde" });
      expect(pay).toHaveAttribute("href", "/payment/42");
      pay.addEventListener("click", (event) => event.preventDefault());
      await userEvent.click(pay);
      expect(onPay).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations(container);
    });
  });

  describe("given canPay with only a callback", () => {
    it("offers 'Öde' as a button", async () => {
      const onPay = vi.fn();
      render(<ReservationCard reservation={sampleReservation} canPay onPay={onPay} />);
      await userEvent.click(screen.getByRole("button", { name: "Öde" }));
      expect(onPay).toHaveBeenCalledTimes(1);
    });
  });

  describe("given canCancel", () => {
    it("offers 'İptal Et' and reports the press", async () => {
      const onCancel = vi.fn();
      render(<ReservationCard reservation={sampleReservation} canCancel onCancel={onCancel} />);
      await userEvent.click(screen.getByRole("button", { name: "İptal Et" }));
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    describe("while cancelling", () => {
      it("is busy, with the cancel button disabled and the pay link unavailable", async () => {
        const onCancel = vi.fn();
        const { container } = render(
          <ReservationCard
            reservation={sampleReservation}
            canCancel
            onCancel={onCancel}
            cancelling
            canPay
            payHref="/payment/42"
          />,
        );
        expect(card()).toHaveAttribute("aria-busy", "true");
        const cancel = screen.getByRole("button", { name: "İptal Et" });
        expect(cancel).toBeDisabled();
        expect(cancel).toHaveAttribute("aria-busy", "true");
        expect(screen.getByRole("link", { name: "Öde" })).toHaveAttribute("aria-disabled", "true");
        await userEvent.click(cancel);
        expect(onCancel).not.toHaveBeenCalled();
        await expectNoAxeViolations(container);
      });
    });
  });

  describe("given canRebook", () => {
    it("offers 'Tekrar Rezervasyon Yap' through the app's link renderer", async () => {
      const { container } = render(
        <LinkProvider
          renderLink={({ href, children, className }) => (
            <a href={`/app${href}`} className={className} data-router="yes">
              {children}
            </a>
          )}
        >
          <ReservationCard reservation={sampleReservations[2]!} canRebook rebookHref="/booking/12" headingLevel={2} />
        </LinkProvider>,
      );
      const rebook = screen.getByRole("link", { name: "Tekrar Rezervasyon Yap" });
      expect(rebook).toHaveAttribute("href", "/app/booking/12");
      expect(rebook).toHaveAttribute("data-router", "yes");
      expect(screen.getByRole("heading", { level: 2, name: "Yıldız Halı Saha" })).toBeInTheDocument();
      expect(screen.getByText("Tamamlandı")).toBeInTheDocument();
      expect(screen.getByText("Ödendi")).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given a cancelled on-site reservation without deposit", () => {
    it("shows 'İptal Edildi', 'Kapora yok' and 'Yerinde Ödeme'", async () => {
      const { container } = render(
        <ReservationCard
          reservation={{ ...sampleReservations[3]!, depositAmount: 0, paymentMethod: "onsite", paidAmount: null }}
        />,
      );
      expect(screen.getByText("İptal Edildi")).toHaveAttribute("data-tone", "danger");
      const amounts = container.querySelector<HTMLElement>("[data-slot=reservation-card-amounts]")!;
      expect(entries(amounts)).toEqual([
        ["Toplam Tutar", "1.250 ₺"],
        ["Kapora", "Kapora yok"],
        ["Ödenen", "0 ₺"],
        ["Ödeme Yöntemi", "Yerinde Ödeme"],
      ]);
      expect(screen.queryByRole("link")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given a paid deposit", () => {
    it("says 'Kapora ödendi' and what is left to pay at the facility", async () => {
      const { container } = render(
        <ReservationCard reservation={{ ...sampleReservation, paymentStatus: "partially_paid", paidAmount: 300 }} />,
      );
      expect(screen.getByText("Kapora ödendi")).toHaveAttribute("data-tone", "info");
      expect(container.querySelector("[data-slot=reservation-card-rest]")).toHaveTextContent("Kalan 950 ₺ tesiste");
      await expectNoAxeViolations(container);
    });
  });

  describe("given an on-site booking with nothing paid", () => {
    it("reads 'Tesiste ödenecek' and never 'Ödeme Bekliyor'", () => {
      render(<ReservationCard reservation={{ ...sampleReservations[1]! }} />);
      expect(screen.getByText("Tesiste ödenecek")).toBeInTheDocument();
      expect(screen.queryByText("Ödeme Bekliyor")).not.toBeInTheDocument();
    });
  });

  describe("given a cancelled booking without money and a notice", () => {
    it("shows no payment badge and the notice under the amounts", async () => {
      const { container } = render(
        <ReservationCard
          reservation={{ ...sampleReservation, status: "cancelled" }}
          notice="Ödeme süresi doldu."
          noticeTone="warning"
        />,
      );
      expect(screen.queryByText("Ödeme Bekliyor")).not.toBeInTheDocument();
      expect(container.querySelector("[data-slot=reservation-card-notice]")).toHaveTextContent("Ödeme süresi doldu.");
      await expectNoAxeViolations(container);
    });
  });
});
