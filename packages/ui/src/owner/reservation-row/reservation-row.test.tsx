import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectNoAxeViolations } from "../../test/axe";
import { manualRow, sampleRow } from "./fixtures";
import { ReservationRow } from "./reservation-row";

describe("ReservationRow", () => {
  describe("given a collapsed row", () => {
    it("shows the contact, date, hours, status and total, and hides the details", async () => {
      const { container } = render(<ReservationRow reservation={sampleRow} />);
      const toggle = screen.getByRole("button", { expanded: false });
      expect(toggle).toHaveTextContent("Şükrü Öztürk");
      expect(toggle).toHaveTextContent("5 Mart 2026");
      expect(toggle).toHaveTextContent("20:00 - 21:00");
      expect(toggle).toHaveTextContent("Beklemede");
      expect(screen.queryByText("sukru@example.com")).not.toBeVisible();
      await expectNoAxeViolations(container);
    });
  });

  describe("after a click on the row", () => {
    it("discloses contact, payment and amounts, and reports the allowed actions", async () => {
      const onAction = vi.fn();
      const { container } = render(
        <ReservationRow
          reservation={sampleRow}
          allowed={{ confirm: true, cancel: true }}
          onAction={onAction}
        />,
      );
      await userEvent.click(screen.getByRole("button", { expanded: false }));
      expect(screen.getByRole("link", { name: "5551234567" })).toHaveAttribute("href", "tel:5551234567");
      expect(screen.getByText("sukru@example.com")).toBeVisible();
      expect(screen.getByText("Kısmi Ödeme")).toBeVisible();
      expect(screen.getByText("Yelek istiyoruz.")).toBeVisible();
      expect(screen.queryByRole("button", { name: "Tamamlandı" })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Onayla" }));
      expect(onAction).toHaveBeenCalledWith("confirm");
      await userEvent.click(screen.getByRole("button", { name: "İptal Et" }));
      expect(onAction).toHaveBeenCalledWith("cancel");
      await expectNoAxeViolations(container);
    });
  });

  describe("given a running action", () => {
    it("spins its button and disables the others", () => {
      render(
        <ReservationRow
          reservation={manualRow}
          allowed={{ cancel: true, complete: true }}
          onAction={vi.fn()}
          pendingAction="complete"
          defaultExpanded
        />,
      );
      expect(screen.getByRole("button", { name: "Tamamlandı" })).toHaveAttribute("aria-busy", "true");
      expect(screen.getByRole("button", { name: "İptal Et" })).toBeDisabled();
      expect(screen.getByRole("article")).toHaveAttribute("aria-busy", "true");
    });
  });

  describe("given highlighted", () => {
    it("marks the row", () => {
      render(<ReservationRow reservation={sampleRow} highlighted defaultExpanded />);
      expect(screen.getByRole("article")).toHaveAttribute("data-highlighted", "true");
      expect(screen.getByRole("button", { expanded: true })).toBeInTheDocument();
    });
  });
});
