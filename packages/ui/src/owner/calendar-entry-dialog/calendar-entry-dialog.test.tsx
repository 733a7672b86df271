import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectNoAxeViolations } from "../../test/axe";
import { CalendarEntryDialog } from "./calendar-entry-dialog";
import { sampleEntry, subscriptionEntry } from "./fixtures";

describe("CalendarEntryDialog", () => {
  describe("given a reservation", () => {
    it("shows its hour, status, contact and amounts, the allowed actions and the list link", async () => {
      const onAction = vi.fn();
      render(
        <CalendarEntryDialog
          open
          onOpenChange={vi.fn()}
          entry={sampleEntry}
          allowed={{ confirm: true, cancel: true }}
          onAction={onAction}
          detailHref="/owner/reservations?highlight=42"
        />,
      );
      const dialog = screen.getByRole("dialog", { name: "Rezervasyon Detayı" });
      expect(dialog).toHaveAccessibleDescription("5 Mart 2026 Perşembe, 20:00 - 21:00 · HS-7KQ2MX");
      expect(dialog).toHaveTextContent("Beklemede");
      expect(dialog).toHaveTextContent("Şükrü Öztürk");
      expect(screen.getByRole("link", { name: "Rezervasyonlarda Görüntüle" })).toHaveAttribute(
        "href",
        "/owner/reservations?highlight=42",
      );
      expect(screen.queryByRole("button", { name: "Tamamlandı" })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Onayla" }));
      expect(onAction).toHaveBeenCalledWith("confirm");
      await expectNoAxeViolations(document.body);
    });
  });

  describe("given a subscriber's hour", () => {
    it("offers no action, only the subscribers' page", async () => {
      render(
        <CalendarEntryDialog
          open
          onOpenChange={vi.fn()}
          entry={subscriptionEntry}
          allowed={{ cancel: true }}
          onAction={vi.fn()}
          subscribersHref="/owner/subscribers"
        />,
      );
      expect(screen.getByRole("dialog", { name: "Abonelik" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "İptal Et" })).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Abonelikleri Yönet" })).toHaveAttribute(
        "href",
        "/owner/subscribers",
      );
      await expectNoAxeViolations(document.body);
    });
  });

  describe("while an action runs", () => {
    it("cannot be dismissed", async () => {
      const onOpenChange = vi.fn();
      render(
        <CalendarEntryDialog
          open
          onOpenChange={onOpenChange}
          entry={sampleEntry}
          allowed={{ confirm: true }}
          onAction={vi.fn()}
          pendingAction="confirm"
        />,
      );
      await userEvent.keyboard("{Escape}");
      expect(onOpenChange).not.toHaveBeenCalled();
    });
  });
});
