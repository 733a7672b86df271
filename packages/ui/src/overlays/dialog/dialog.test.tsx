import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "../../actions/button";
import { expectNoAxeViolations } from "../../test/axe";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

function AddSubscriberDialog(props: { onOpenChange?: (open: boolean) => void; showCloseButton?: boolean }) {
  return (
    <Dialog onOpenChange={props.onOpenChange}>
      <DialogTrigger asChild>
        <Button>Abone Ekle</Button>
      </DialogTrigger>
      <DialogContent showCloseButton={props.showCloseButton}>
        <DialogHeader>
          <DialogTitle>Yeni Abone</DialogTitle>
          <DialogDescription>Her hafta aynı saatte gelen müşteriyi ekleyin.</DialogDescription>
        </DialogHeader>
        <label>
          Ad Soyad
          <input name="name" />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Vazgeç</Button>
          </DialogClose>
          <Button>Kaydet</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole("button", { name: "Abone Ekle" }));
  return screen.getByRole("dialog", { name: "Yeni Abone" });
}

describe("Dialog", () => {
  describe("given it is closed", () => {
    it("shows only the trigger", () => {
      render(<AddSubscriberDialog />);
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });

  describe("after clicking the trigger", () => {
    it("opens a named, described modal dialog", async () => {
      render(<AddSubscriberDialog />);
      const dialog = await openDialog();
      expect(dialog).toHaveAccessibleDescription("Her hafta aynı saatte gelen müşteriyi ekleyin.");
      await expectNoAxeViolations(document.body);
    });

    it("moves focus into the dialog", async () => {
      render(<AddSubscriberDialog />);
      await openDialog();
      expect(screen.getByRole("textbox", { name: "Ad Soyad" })).toHaveFocus();
    });
  });

  describe("given it is open", () => {
    it("closes with the 'Kapat' button and returns focus to the trigger", async () => {
      const onOpenChange = vi.fn();
      render(<AddSubscriberDialog onOpenChange={onOpenChange} />);
      await openDialog();
      await userEvent.click(screen.getByRole("button", { name: "Kapat" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      expect(screen.getByRole("button", { name: "Abone Ekle" })).toHaveFocus();
    });

    it("closes on Escape", async () => {
      render(<AddSubscriberDialog />);
      await openDialog();
      await userEvent.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    it("closes on a click on the backdrop", async () => {
      render(<AddSubscriberDialog />);
      await openDialog();
      const overlay = document.querySelector('[data-slot="dialog-overlay"]');
      expect(overlay).not.toBeNull();
      await userEvent.click(overlay as Element);
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    it("closes through a DialogClose button", async () => {
      render(<AddSubscriberDialog />);
      await openDialog();
      await userEvent.click(screen.getByRole("button", { name: "Vazgeç" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    it("stays open on a click inside", async () => {
      render(<AddSubscriberDialog />);
      const dialog = await openDialog();
      await userEvent.click(screen.getByText("Her hafta aynı saatte gelen müşteriyi ekleyin."));
      expect(dialog).toBeInTheDocument();
    });
  });

  describe("given showCloseButton is false", () => {
    it("has no 'Kapat' button", async () => {
      render(<AddSubscriberDialog showCloseButton={false} />);
      await openDialog();
      expect(screen.queryByRole("button", { name: "Kapat" })).not.toBeInTheDocument();
    });
  });
});
