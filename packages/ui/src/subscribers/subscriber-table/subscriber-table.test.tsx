import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { SubscriberTable, type SubscriberTableItem } from "./subscriber-table";

const ahmet: SubscriberTableItem = {
  id: 1,
  contactName: "Ahmet Yılmaz",
  contactPhone: "5321234567",
  contactEmail: "ahmet@example.com",
  dayName: "Salı",
  startTime: "20:00",
  endTime: "21:00",
  status: "active",
};
const nameless: SubscriberTableItem = {
  id: 2,
  contactName: " ",
  contactPhone: null,
  dayName: "Cuma",
  startTime: "23:00",
  endTime: "01:00",
  status: "inactive",
};

// axe runs take seconds on a busy machine
describe("SubscriberTable", { timeout: 20_000 }, () => {
  describe("given subscribers", () => {
    it("shows a table with the spec's columns and the fallbacks for a missing name and phone", async () => {
      const { container } = render(<SubscriberTable subscribers={[ahmet, nameless]} />);
      const table = screen.getByRole("table", { name: "Aboneler" });
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["Müşteri Bilgileri", "Gün", "Saat", "Durum", "İşlemler"]);
      const [, first, second] = within(table).getAllByRole("row");
      expect(first).toHaveTextContent("Ahmet Yılmaz");
      expect(first).toHaveTextContent("ahmet@example.com");
      expect(first).toHaveTextContent("Salı");
      expect(first).toHaveTextContent("20:00 - 21:00");
      expect(first).toHaveTextContent("Aktif");
      expect(second).toHaveTextContent("İsimsiz Abone");
      expect(second).toHaveTextContent("Telefon bilgisi yok");
      expect(second).toHaveTextContent("23:00 - 01:00");
      expect(second).toHaveTextContent("Pasif");
      await expectNoAxeViolations(container);
    });

    it("also renders one card per subscriber for narrow screens", () => {
      render(<SubscriberTable subscribers={[ahmet, nameless]} />);
      const cards = within(screen.getByRole("list", { name: "Aboneler" })).getAllByRole("listitem");
      expect(cards).toHaveLength(2);
      expect(cards[1]).toHaveTextContent("İsimsiz Abone");
    });

    it("reports edit, exception days and delete with the subscriber", async () => {
      const onEdit = vi.fn();
      const onExceptions = vi.fn();
      const onDelete = vi.fn();
      render(
        <SubscriberTable
          subscribers={[ahmet]}
          onEdit={onEdit}
          onExceptions={onExceptions}
          onDelete={onDelete}
        />,
      );
      const table = screen.getByRole("table");
      await userEvent.click(within(table).getByRole("button", { name: "Düzenle: Ahmet Yılmaz" }));
      await userEvent.click(within(table).getByRole("button", { name: "İstisna Günleri: Ahmet Yılmaz" }));
      await userEvent.click(within(table).getByRole("button", { name: "Sil: Ahmet Yılmaz" }));
      expect(onEdit).toHaveBeenCalledWith(ahmet);
      expect(onExceptions).toHaveBeenCalledWith(ahmet);
      expect(onDelete).toHaveBeenCalledWith(ahmet);
    });
  });

  describe("given disabled", () => {
    it("disables every action", () => {
      render(
        <SubscriberTable
          subscribers={[ahmet]}
          onEdit={vi.fn()}
          onDelete={vi.fn()}
          onExceptions={vi.fn()}
          disabled
        />,
      );
      for (const button of screen.getAllByRole("button")) expect(button).toBeDisabled();
    });
  });

  describe("given no subscribers", () => {
    it("says none is registered and offers the add button", async () => {
      const onAdd = vi.fn();
      const { container } = render(<SubscriberTable subscribers={[]} onAdd={onAdd} />);
      expect(
        screen.getByRole("heading", { name: "Bu saha için kayıtlı abone bulunmamaktadır." }),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Yeni Abone Ekle" }));
      expect(onAdd).toHaveBeenCalled();
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given loading or an error", () => {
    it("shows the loading text", async () => {
      const { container } = render(<SubscriberTable subscribers={[ahmet]} loading />);
      expect(screen.getByRole("status")).toHaveTextContent("Aboneler yükleniyor...");
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it("shows the error", () => {
      render(<SubscriberTable subscribers={[]} error="Aboneler yüklenirken bir hata oluştu." />);
      expect(screen.getByRole("alert")).toHaveTextContent("Aboneler yüklenirken bir hata oluştu.");
    });
  });
});
