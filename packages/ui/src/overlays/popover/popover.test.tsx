import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "../../actions/button";
import { expectNoAxeViolations } from "../../test/axe";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./popover";

function NotificationPopover(props: { defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <Popover defaultOpen={props.defaultOpen} onOpenChange={props.onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="outline">Bildirimler</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Bildirim listesi">
        <p>Bildirim yok</p>
        <PopoverClose asChild>
          <Button variant="ghost" size="sm">
            Kapat
          </Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  );
}

describe("Popover", () => {
  describe("given it is closed", () => {
    it("shows only the trigger, collapsed", async () => {
      const { container } = render(<NotificationPopover />);
      expect(screen.getByRole("button", { name: "Bildirimler" })).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("after clicking the trigger", () => {
    it("opens the panel and reports it", async () => {
      const onOpenChange = vi.fn();
      render(<NotificationPopover onOpenChange={onOpenChange} />);
      await userEvent.click(screen.getByRole("button", { name: "Bildirimler" }));
      expect(screen.getByRole("dialog", { name: "Bildirim listesi" })).toHaveTextContent("Bildirim yok");
      expect(screen.getByRole("button", { name: "Bildirimler" })).toHaveAttribute("aria-expanded", "true");
      expect(onOpenChange).toHaveBeenCalledWith(true);
      await expectNoAxeViolations(document.body);
    });
  });

  describe("given it is open", () => {
    it("closes with its close button", async () => {
      render(<NotificationPopover defaultOpen />);
      await userEvent.click(screen.getByRole("button", { name: "Kapat" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    it("closes on Escape and gives focus back to the trigger", async () => {
      render(<NotificationPopover />);
      await userEvent.click(screen.getByRole("button", { name: "Bildirimler" }));
      await userEvent.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Bildirimler" })).toHaveFocus();
    });

    it("closes on a click outside", async () => {
      render(
        <>
          <NotificationPopover defaultOpen />
          <p>Sayfanın geri kalanı</p>
        </>,
      );
      await userEvent.click(screen.getByText("Sayfanın geri kalanı"));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });
});
