import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expectNoAxeViolations } from "../../test/axe";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

/** Keeps `open` in state like the app does, and reports every change. */
function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      description="Bu rezervasyonu iptal etmek istediğinize emin misiniz?"
      onConfirm={() => {}}
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange?.(next);
      }}
    />
  );
}

describe("ConfirmDialog", () => {
  describe("given it is open with the defaults", () => {
    it("asks the question with 'Onay', 'Evet' and 'Hayır'", async () => {
      render(<Harness />);
      const dialog = screen.getByRole("alertdialog", { name: "Onay" });
      expect(dialog).toHaveAccessibleDescription("Bu rezervasyonu iptal etmek istediğinize emin misiniz?");
      expect(screen.getByRole("button", { name: "Evet" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Hayır" })).toBeInTheDocument();
      await expectNoAxeViolations(document.body);
    });

    it("puts focus on the cancel button", () => {
      render(<Harness />);
      expect(screen.getByRole("button", { name: "Hayır" })).toHaveFocus();
    });
  });

  describe("after clicking 'Evet'", () => {
    it("calls onConfirm once and leaves closing to the caller", async () => {
      const onConfirm = vi.fn();
      const onOpenChange = vi.fn();
      render(<Harness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
      await userEvent.click(screen.getByRole("button", { name: "Evet" }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(onOpenChange).not.toHaveBeenCalled();
    });
  });

  describe("after clicking 'Hayır'", () => {
    it("closes without confirming", async () => {
      const onConfirm = vi.fn();
      const onOpenChange = vi.fn();
      render(<Harness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
      await userEvent.click(screen.getByRole("button", { name: "Hayır" }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(onConfirm).not.toHaveBeenCalled();
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    });
  });

  describe("after pressing Escape", () => {
    it("closes without confirming", async () => {
      const onConfirm = vi.fn();
      render(<Harness onConfirm={onConfirm} />);
      await userEvent.keyboard("{Escape}");
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      expect(onConfirm).not.toHaveBeenCalled();
    });
  });

  describe("given custom texts and the primary tone", () => {
    it("uses them", async () => {
      render(
        <Harness
          title="Rezervasyonu onayla"
          description="Rezervasyon onaylansın mı?"
          confirmLabel="Onayla"
          cancelLabel="Vazgeç"
          tone="primary"
        />,
      );
      expect(screen.getByRole("alertdialog", { name: "Rezervasyonu onayla" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Onayla" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Vazgeç" })).toBeInTheDocument();
      await expectNoAxeViolations(document.body);
    });
  });

  describe("given no description", () => {
    it("has no accessible description", () => {
      render(<Harness description={undefined} />);
      expect(screen.getByRole("alertdialog", { name: "Onay" })).not.toHaveAttribute("aria-describedby");
    });
  });

  describe("given it is loading", () => {
    it("disables both buttons, marks the confirm button busy and cannot be dismissed", async () => {
      const onOpenChange = vi.fn();
      render(<Harness loading onOpenChange={onOpenChange} />);
      expect(screen.getByRole("button", { name: "Evet" })).toBeDisabled();
      expect(screen.getByRole("button", { name: "Evet" })).toHaveAttribute("aria-busy", "true");
      expect(screen.getByRole("button", { name: "Hayır" })).toBeDisabled();
      await userEvent.keyboard("{Escape}");
      expect(onOpenChange).not.toHaveBeenCalled();
      expect(screen.getByRole("alertdialog")).toBeInTheDocument();
      await expectNoAxeViolations(document.body);
    });
  });
});
