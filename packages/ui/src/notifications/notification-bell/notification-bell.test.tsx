import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { NotificationBell } from "./notification-bell";

describe("NotificationBell", () => {
  describe("given unread notifications", () => {
    it("is a 'Bildirimler' button with the dot, saying there are unread ones", async () => {
      const { container } = render(<NotificationBell unreadCount={3}>liste</NotificationBell>);
      const bell = screen.getByRole("button", { name: "Bildirimler, okunmamış bildirim var" });
      expect(bell).toHaveAttribute("data-unread", "true");
      expect(container.querySelector('[data-slot="notification-dot"]')).not.toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe("given none unread", () => {
    it("shows no dot", async () => {
      const { container } = render(<NotificationBell unreadCount={0}>liste</NotificationBell>);
      expect(screen.getByRole("button", { name: "Bildirimler" })).toHaveAttribute("data-unread", "false");
      expect(container.querySelector('[data-slot="notification-dot"]')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe("after a click", () => {
    it("opens the popover with its content, and Escape closes it", async () => {
      const onOpenChange = vi.fn();
      render(
        <NotificationBell unreadCount={1} onOpenChange={onOpenChange}>
          <p>Bildirim listesi</p>
        </NotificationBell>,
      );
      await userEvent.click(screen.getByRole("button", { name: /Bildirimler/ }));
      expect(await screen.findByRole("dialog", { name: "Bildirimler" })).toHaveTextContent("Bildirim listesi");
      expect(onOpenChange).toHaveBeenLastCalledWith(true);
      await userEvent.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
    });
  });
});
