import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { paymentBadgeOf, type PaymentMoney } from "@halisaha/data/rules";
import { PaymentStatusBadge } from "./payment-status-badge";

describe("PaymentStatusBadge", () => {
  describe.each([
    ["unpaid", "Ödeme Bekliyor", "warning"],
    ["partially_paid", "Kısmi Ödeme", "info"],
    ["paid", "Ödendi", "success"],
  ])("given the %s status", (status, text, tone) => {
    it(`says '${text}' in the ${tone} tone`, async () => {
      const { container } = render(<PaymentStatusBadge status={status} />);
      const badge = screen.getByText(text);
      expect(badge).toHaveAttribute("data-tone", tone);
      expect(badge).toHaveAttribute("data-status", status);
      expect(badge).toHaveTextContent(text);
      await expectNoAxeViolations(container);
    });
  });

  describe("given an unknown status", () => {
    it("shows the raw text in the neutral tone", async () => {
      const { container } = render(<PaymentStatusBadge status="refunded" />);
      expect(screen.getByText("refunded")).toHaveAttribute("data-tone", "neutral");
      await expectNoAxeViolations(container);
    });
  });

  describe("given other labels and no icon", () => {
    it("uses the given text alone", () => {
      const { container } = render(<PaymentStatusBadge status="unpaid" labels={{ unpaid: "Ödenmedi" }} icon={false} />);
      expect(screen.getByText("Ödenmedi")).toBeInTheDocument();
      expect(container.querySelector("svg")).not.toBeInTheDocument();
    });
  });

  describe("given the reservation's method, state and amounts", () => {
    const money = (over: Partial<PaymentMoney>): PaymentMoney => ({
      status: "confirmed",
      paymentStatus: "unpaid",
      paymentMethod: "creditCard",
      paidAmount: 0,
      depositAmount: 200,
      ...over,
    });

    it.each([
      ["an unpaid card booking", money({}), "Ödeme Bekliyor", "warning"],
      ["an on-site booking with nothing paid", money({ paymentMethod: "onsite", status: "pending" }), "Tesiste ödenecek", "neutral"],
      ["a paid deposit", money({ paymentStatus: "partially_paid", paidAmount: 200 }), "Kapora ödendi", "info"],
      ["a part payment without a deposit", money({ paymentStatus: "partially_paid", paidAmount: 100, depositAmount: 0 }), "Kısmi Ödeme", "info"],
      ["a full payment", money({ paymentStatus: "paid", paidAmount: 1000 }), "Ödendi", "success"],
      ["a cancelled one still holding money", money({ status: "cancelled", paymentStatus: "partially_paid", paidAmount: 200 }), "İade bekleniyor", "warning"],
    ])("says what happens to the money of %s", async (_case, given, text, tone) => {
      const { container } = render(<PaymentStatusBadge status={given.paymentStatus} money={given} />);
      expect(screen.getByText(text)).toHaveAttribute("data-tone", tone);
      await expectNoAxeViolations(container);
    });

    it("shows nothing for a cancelled booking without money, and never 'Ödeme Bekliyor' on site or cancelled", () => {
      const { container } = render(
        <PaymentStatusBadge status="unpaid" money={money({ status: "cancelled", paymentMethod: "onsite" })} />,
      );
      expect(container).toBeEmptyDOMElement();
      expect(paymentBadgeOf(money({ paymentMethod: "onsite" }))).toBe("atFacility");
      expect(paymentBadgeOf(money({ status: "cancelled" }))).toBeNull();
    });
  });
});
