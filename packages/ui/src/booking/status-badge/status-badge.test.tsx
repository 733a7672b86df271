import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { StatusBadge } from "./status-badge";

describe("StatusBadge", () => {
  describe.each([
    ["pending", "Beklemede", "warning"],
    ["confirmed", "Onaylandı", "success"],
    ["completed", "Tamamlandı", "info"],
    ["cancelled", "İptal Edildi", "danger"],
  ])("given the %s status", (status, text, tone) => {
    it(`says '${text}' in the ${tone} tone`, async () => {
      const { container } = render(<StatusBadge status={status} />);
      const badge = screen.getByText(text);
      expect(badge).toHaveAttribute("data-tone", tone);
      expect(badge).toHaveAttribute("data-status", status);
      await expectNoAxeViolations(container);
    });
  });

  describe("given an unknown status", () => {
    it("shows the raw text in the neutral tone", async () => {
      const { container } = render(<StatusBadge status="no_show" />);
      expect(screen.getByText("no_show")).toHaveAttribute("data-tone", "neutral");
      await expectNoAxeViolations(container);
    });
  });

  describe("given other labels", () => {
    it("uses them for the known statuses", () => {
      render(<StatusBadge status="cancelled" labels={{ cancelled: "Reddedildi" }} size="sm" />);
      expect(screen.getByText("Reddedildi")).toHaveAttribute("data-tone", "danger");
    });
  });
});
