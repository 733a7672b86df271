import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { SubscriberForm } from "./subscriber-form";

// axe runs take seconds on a busy machine
describe("SubscriberForm", { timeout: 20_000 }, () => {
  describe("given no values", () => {
    it("hands what is typed and chosen to onSubmit", async () => {
      const onSubmit = vi.fn();
      const { container } = render(<SubscriberForm onSubmit={onSubmit} onCancel={vi.fn()} />);
      fireEvent.change(screen.getByLabelText(/Ad Soyad/), { target: { value: "Ahmet Yılmaz" } });
      fireEvent.change(screen.getByLabelText(/Telefon/), { target: { value: "5321234567" } });
      await userEvent.selectOptions(screen.getByLabelText(/^Gün/), "Salı");
      await userEvent.selectOptions(screen.getByLabelText(/Başlangıç Saati/), "20:00");
      await userEvent.selectOptions(screen.getByLabelText(/Bitiş Saati/), "21:00");
      fireEvent.change(screen.getByLabelText("Notlar"), { target: { value: "Kaleci getiriyor" } });
      await userEvent.click(screen.getByRole("button", { name: "Kaydet" }));
      expect(onSubmit).toHaveBeenCalledWith({
        contactName: "Ahmet Yılmaz",
        contactPhone: "5321234567",
        contactEmail: "",
        dayOfWeek: "2",
        startTime: "20:00",
        endTime: "21:00",
        status: "active",
        notes: "Kaleci getiriyor",
      });
      await expectNoAxeViolations(container);
    });

    it("marks name, phone, day, hours and status required, e-mail and notes not", () => {
      render(<SubscriberForm onSubmit={vi.fn()} />);
      for (const label of [/Ad Soyad/, /Telefon/, /^Gün/, /Başlangıç Saati/, /Bitiş Saati/, /Durum/])
        expect(screen.getByLabelText(label)).toHaveAttribute("aria-required", "true");
      expect(screen.getByLabelText("E-posta")).not.toHaveAttribute("aria-required");
      expect(screen.getByLabelText("Notlar")).not.toHaveAttribute("aria-required");
    });
  });

  describe("given errors", () => {
    it("shows each under its field and the server's message for the form", async () => {
      const { container } = render(
        <SubscriberForm
          onSubmit={vi.fn()}
          errors={{ contactName: "Müşteri adı zorunludur" }}
          formError="Abonelik saatleri mevcut kayıtlarla çakışıyor: 17 Mart 2026 Salı 20:00 - 21:00"
        />,
      );
      expect(screen.getByLabelText(/Ad Soyad/)).toHaveAccessibleDescription("Müşteri adı zorunludur");
      expect(screen.getByRole("alert")).toHaveTextContent("17 Mart 2026 Salı 20:00 - 21:00");
      await expectNoAxeViolations(container);
    });
  });

  describe("given an edited subscriber", () => {
    it("starts from its values and cancels", async () => {
      const onCancel = vi.fn();
      render(
        <SubscriberForm
          onSubmit={vi.fn()}
          onCancel={onCancel}
          defaultValues={{
            contactName: "Mehmet",
            dayOfWeek: "5",
            startTime: "23:00",
            endTime: "01:00",
            status: "inactive",
          }}
        />,
      );
      expect(screen.getByLabelText(/Ad Soyad/)).toHaveValue("Mehmet");
      expect(screen.getByLabelText(/^Gün/)).toHaveValue("5");
      expect(screen.getByLabelText(/Durum/)).toHaveValue("inactive");
      await userEvent.click(screen.getByRole("button", { name: "İptal" }));
      expect(onCancel).toHaveBeenCalled();
    });
  });

  describe("while submitting", () => {
    it("says 'Kaydediliyor...' and disables the fields", () => {
      render(<SubscriberForm onSubmit={vi.fn()} onCancel={vi.fn()} submitting />);
      expect(screen.getByRole("button", { name: "Kaydediliyor..." })).toBeDisabled();
      expect(screen.getByLabelText(/Ad Soyad/)).toBeDisabled();
      expect(screen.getByRole("button", { name: "İptal" })).toBeDisabled();
    });
  });
});
