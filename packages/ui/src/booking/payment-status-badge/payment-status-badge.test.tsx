import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
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
});
