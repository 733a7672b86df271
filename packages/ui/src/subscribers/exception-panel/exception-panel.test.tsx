import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { ExceptionPanel } from "./exception-panel";

const items = [
  { id: 1, dateLabel: "10 Mart 2026 Salı", notes: "Bayram tatili" },
  { id: 2, dateLabel: "24 Mart 2026 Salı" },
];

// axe runs take seconds on a busy machine
describe("ExceptionPanel", { timeout: 20_000 }, () => {
  describe("given exception days", () => {
    it("lists them with notes and a delete button each, under the availability hint", async () => {
      const onDelete = vi.fn();
      const { container } = render(
        <ExceptionPanel exceptions={items} onSubmit={vi.fn()} onDelete={onDelete} />,
      );
      const list = screen.getByRole("list", { name: "Tanımlı İstisna Günleri" });
      expect(list).toHaveTextContent("10 Mart 2026 Salı");
      expect(list).toHaveTextContent("Bayram tatili");
      expect(screen.getByText(/müsait olarak işaretlenir/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "İstisnayı sil: 24 Mart 2026 Salı" }));
      expect(onDelete).toHaveBeenCalledWith(items[1]);
      await expectNoAxeViolations(container);
    });
  });

  describe("after a submit", () => {
    it("hands the date and notes over and clears them when the add succeeded", async () => {
      const onSubmit = vi.fn().mockResolvedValue(true);
      render(<ExceptionPanel exceptions={[]} onSubmit={onSubmit} minDate="2026-03-04" />);
      const date = screen.getByLabelText(/Tarih/);
      expect(date).toHaveAttribute("min", "2026-03-04");
      expect(date).toHaveAttribute("aria-required", "true");
      fireEvent.change(date, { target: { value: "2026-03-10" } });
      fireEvent.change(screen.getByLabelText("Notlar"), { target: { value: "Bayram" } });
      await userEvent.click(screen.getByRole("button", { name: "İstisna Ekle" }));
      expect(onSubmit).toHaveBeenCalledWith({ exceptionDate: "2026-03-10", notes: "Bayram" });
      await waitFor(() => expect(screen.getByLabelText(/Tarih/)).toHaveValue(""));
    });

    it("keeps the values when the add failed", async () => {
      render(<ExceptionPanel exceptions={[]} onSubmit={() => false} />);
      fireEvent.change(screen.getByLabelText(/Tarih/), { target: { value: "2026-03-10" } });
      await userEvent.click(screen.getByRole("button", { name: "İstisna Ekle" }));
      expect(screen.getByLabelText(/Tarih/)).toHaveValue("2026-03-10");
    });
  });

  describe("given errors or a submit in progress", () => {
    it("shows them and 'Ekleniyor...' on the disabled button", async () => {
      const { container } = render(
        <ExceptionPanel
          exceptions={[]}
          onSubmit={vi.fn()}
          errors={{ exceptionDate: "Tarih seçimi zorunludur" }}
          formError="Bu tarih için zaten bir istisna günü tanımlı."
          submitting
        />,
      );
      expect(screen.getByLabelText(/Tarih/)).toHaveAccessibleDescription("Tarih seçimi zorunludur");
      expect(screen.getByRole("alert")).toHaveTextContent("Bu tarih için zaten bir istisna günü tanımlı.");
      expect(screen.getByRole("button", { name: "Ekleniyor..." })).toBeDisabled();
      await expectNoAxeViolations(container);
    });
  });

  describe("given no exception days, or loading", () => {
    it("says none is defined, or that they load, and closes", async () => {
      const onClose = vi.fn();
      const { rerender } = render(<ExceptionPanel exceptions={[]} onSubmit={vi.fn()} onClose={onClose} />);
      expect(screen.getByText("Bu abone için tanımlı istisna günü bulunmamaktadır.")).toBeInTheDocument();
      rerender(<ExceptionPanel exceptions={[]} onSubmit={vi.fn()} onClose={onClose} loading />);
      expect(screen.getByRole("status")).toHaveTextContent("İstisna günleri yükleniyor...");
      await userEvent.click(screen.getByRole("button", { name: "Kapat" }));
      expect(onClose).toHaveBeenCalled();
    });
  });
});
