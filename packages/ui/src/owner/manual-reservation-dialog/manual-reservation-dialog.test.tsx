import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectNoAxeViolations } from "../../test/axe";
import { ManualReservationDialog } from "./manual-reservation-dialog";

const slot = {
  facilityName: "Yıldız Halı Saha",
  date: "2026-03-06",
  startTime: "20:00",
  endTime: "21:00",
  price: 1250,
  depositAmount: 300,
};

function renderDialog(props: Partial<React.ComponentProps<typeof ManualReservationDialog>> = {}) {
  const onSubmit = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ManualReservationDialog open slot={slot} onSubmit={onSubmit} onOpenChange={onOpenChange} {...props} />,
  );
  return { onSubmit, onOpenChange };
}

describe("ManualReservationDialog", () => {
  describe("given a free hour", () => {
    it("shows the hour, its price and deposit, unpaid and the default note", async () => {
      renderDialog();
      const dialog = screen.getByRole("dialog", { name: "Manuel Rezervasyon" });
      expect(dialog).toHaveAccessibleDescription("6 Mart 2026 Cuma, 20:00 - 21:00");
      expect(dialog).toHaveTextContent("1.250 ₺");
      expect(dialog).toHaveTextContent("300 ₺");
      expect(screen.getByLabelText("Ödeme Durumu")).toHaveValue("unpaid");
      expect(screen.getByLabelText("Not")).toHaveValue("Manuel olarak oluşturuldu");
      await expectNoAxeViolations(document.body);
    });
  });

  describe("after saving without name or phone", () => {
    it("says both are required and sends nothing", async () => {
      const { onSubmit } = renderDialog();
      await userEvent.type(screen.getByLabelText(/Ad Soyad/), "Ayşe Çelik");
      await userEvent.click(screen.getByRole("button", { name: "Rezervasyon Oluştur" }));
      expect(screen.getByRole("alert")).toHaveTextContent("İsim ve telefon bilgileri zorunludur!");
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe("after saving a filled form", () => {
    it("reports the values", async () => {
      const { onSubmit } = renderDialog();
      await userEvent.type(screen.getByLabelText(/Ad Soyad/), " Ayşe Çelik ");
      await userEvent.type(screen.getByLabelText(/Telefon/), "5329998877");
      await userEvent.selectOptions(screen.getByLabelText("Ödeme Durumu"), "paid");
      await userEvent.click(screen.getByRole("button", { name: "Rezervasyon Oluştur" }));
      expect(onSubmit).toHaveBeenCalledWith({
        contactName: "Ayşe Çelik",
        contactPhone: "5329998877",
        contactEmail: "",
        paymentStatus: "paid",
        notes: "Manuel olarak oluşturuldu",
      });
    });
  });

  describe("given the server's answer", () => {
    it("shows its message and field texts", async () => {
      renderDialog({
        error: "Seçilen saat dilimi artık müsait değil.",
        fieldErrors: { contactPhone: "Geçerli bir telefon numarası giriniz" },
      });
      expect(screen.getByRole("alert")).toHaveTextContent("Seçilen saat dilimi artık müsait değil.");
      expect(screen.getByLabelText(/Telefon/)).toHaveAccessibleDescription(
        expect.stringContaining("Geçerli bir telefon numarası giriniz"),
      );
      await expectNoAxeViolations(document.body);
    });
  });

  describe("while saving", () => {
    it("spins the button and cannot be dismissed", async () => {
      const { onOpenChange } = renderDialog({ submitting: true });
      expect(screen.getByRole("button", { name: "Rezervasyon Oluştur" })).toHaveAttribute(
        "aria-busy",
        "true",
      );
      await userEvent.keyboard("{Escape}");
      expect(onOpenChange).not.toHaveBeenCalled();
    });
  });
});
