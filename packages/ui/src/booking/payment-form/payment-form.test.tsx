import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { expiryValid, luhnValid } from "@halisaha/data/rules";
import { formatCardNumber, formatExpiry } from "./card-fields";
import { PaymentForm, type PaymentFormProps } from "./payment-form";

const now = new Date("2026-11-18T12:00:00Z");
const summary = [
  { label: "Tesis", value: "Yıldız Halı Saha" },
  { label: "Tarih", value: "22 Kasım 2026 Pazar" },
  { label: "Saat", value: "20:00 - 21:00" },
];

function renderTest(props: Partial<PaymentFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(<PaymentForm mode="test" amount={300} summary={summary} now={now} onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit };
}

const number = () => screen.getByRole<HTMLInputElement>("textbox", { name: /Kart Numarası/ });
const expiry = () => screen.getByRole("textbox", { name: /Son Kullanma Tarihi/ });
const cvc = () => screen.getByRole("textbox", { name: /CVC/ });
const holder = () => screen.getByRole("textbox", { name: "Kart Üzerindeki İsim" });
const pay = () => screen.getByRole("button", { name: /^Öde/ });

async function fillCard(card = "4242424242424242", exp = "1228", code = "123") {
  await userEvent.type(number(), card);
  await userEvent.type(expiry(), exp);
  await userEvent.type(cvc(), code);
}

describe("card helpers", () => {
  describe("given a card number", () => {
    it("groups it by four and checks it with Luhn", () => {
      expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
      expect(formatCardNumber("42424")).toBe("4242 4");
      expect(luhnValid("4242424242424242")).toBe(true);
      expect(luhnValid("4000000000000002")).toBe(true);
      expect(luhnValid("4242424242424241")).toBe(false);
      expect(luhnValid("42424")).toBe(false);
    });
  });

  describe("given an expiry", () => {
    it("writes it 'AA/YY' and refuses a past month", () => {
      expect(formatExpiry("1228")).toBe("12/28");
      expect(formatExpiry("4")).toBe("04");
      expect(formatExpiry("12/")).toBe("12");
      expect(expiryValid("11/26", now)).toBe(true);
      expect(expiryValid("10/26", now)).toBe(false);
      expect(expiryValid("13/28", now)).toBe(false);
      expect(expiryValid("1/28", now)).toBe(false);
    });
  });
});

describe("PaymentForm", () => {
  describe("given test mode", () => {
    it("is marked 'Test modu', explains the test cards and shows the amount and summary", async () => {
      const { container } = renderTest();
      expect(screen.getByRole("heading", { level: 2, name: "Ödeme" })).toBeInTheDocument();
      expect(screen.getByText("Test modu")).toBeVisible();
      expect(
        screen.getByText("Gerçek ödeme alınmaz. 4242 4242 4242 4242 kartı başarılı, 4000 0000 0000 0002 reddedilir."),
      ).toBeVisible();
      expect(container.querySelector("[data-slot=payment-form-amount]")).toHaveTextContent("Ödenecek Tutar300 ₺");
      expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Tesis", "Tarih", "Saat"]);
      expect(expiry()).toHaveAttribute("placeholder", "AA/YY");
      expect(pay()).toHaveAccessibleName("Öde 300 ₺");
      expect(pay()).toBeDisabled();
      await expectNoAxeViolations(container);
    });

    describe("after typing a valid card", () => {
      it("groups the number, enables 'Öde' and submits the digits", async () => {
        const { onSubmit } = renderTest();
        await userEvent.type(number(), "4242 4242-4242a4242");
        expect(number()).toHaveValue("4242 4242 4242 4242");
        await userEvent.type(expiry(), "1228");
        expect(expiry()).toHaveValue("12/28");
        await userEvent.type(cvc(), "12a3");
        expect(cvc()).toHaveValue("123");
        await userEvent.type(holder(), "  Ahmet Yılmaz ");
        expect(pay()).toBeEnabled();
        await userEvent.click(pay());
        expect(onSubmit).toHaveBeenCalledWith({
          cardNumber: "4242424242424242",
          expiry: "12/28",
          cvc: "123",
          name: "Ahmet Yılmaz",
        });
      });

      it("keeps the caret after the digit typed in the middle", async () => {
        renderTest();
        await userEvent.type(number(), "42424242");
        number().setSelectionRange(2, 2);
        await userEvent.keyboard("9");
        expect(number()).toHaveValue("4294 2424 2");
        expect(number().selectionStart).toBe(3);
      });

      it("submits with Enter too", async () => {
        const { onSubmit } = renderTest();
        await fillCard();
        await userEvent.type(cvc(), "{Enter}");
        expect(onSubmit).toHaveBeenCalledTimes(1);
      });
    });

    describe("after leaving fields with wrong values", () => {
      it("says what is wrong in Turkish and keeps 'Öde' disabled", async () => {
        const { container } = renderTest();
        await fillCard("4242424242424241", "1026", "12");
        await userEvent.tab();
        expect(number()).toHaveAccessibleDescription("Geçerli bir kart numarası giriniz");
        expect(number()).toHaveAttribute("aria-invalid", "true");
        expect(expiry()).toHaveAccessibleDescription("Geçerli bir son kullanma tarihi giriniz");
        expect(cvc()).toHaveAccessibleDescription("Geçerli bir CVC giriniz");
        expect(pay()).toBeDisabled();
        await expectNoAxeViolations(container);
      });

      it("shows no message for a field not left yet", async () => {
        renderTest();
        await userEvent.type(number(), "4242");
        expect(screen.queryByText("Geçerli bir kart numarası giriniz")).not.toBeInTheDocument();
      });
    });

    describe("while submitting", () => {
      it("says 'Ödeme işleniyor...' and blocks the fields and the button", async () => {
        const { container, onSubmit } = renderTest({ status: "submitting" });
        expect(screen.getByRole("button", { name: "Ödeme işleniyor..." })).toBeDisabled();
        expect(number()).toBeDisabled();
        expect(holder()).toBeDisabled();
        expect(container.firstElementChild).toHaveAttribute("aria-busy", "true");
        await userEvent.click(screen.getByRole("button", { name: "Ödeme işleniyor..." }));
        expect(onSubmit).not.toHaveBeenCalled();
        await expectNoAxeViolations(container);
      });
    });

    describe("given an error", () => {
      it("announces it and keeps the typed card", async () => {
        const { container, rerender, onSubmit } = renderTest();
        await fillCard("4000000000000002");
        rerender(
          <PaymentForm
            mode="test"
            amount={300}
            now={now}
            onSubmit={onSubmit}
            error="Kartınız reddedildi. Lütfen başka bir kart deneyin."
          />,
        );
        expect(screen.getByRole("alert")).toHaveTextContent("Kartınız reddedildi. Lütfen başka bir kart deneyin.");
        expect(number()).toHaveValue("4000 0000 0000 0002");
        expect(pay()).toBeEnabled();
        await expectNoAxeViolations(container);
      });
    });
  });

  describe("given the provider's card element", () => {
    it("shows it under 'Kart Bilgileri' and submits null, without the test notice", async () => {
      const onSubmit = vi.fn();
      const { container } = render(
        <PaymentForm amount={1250} onSubmit={onSubmit}>
          <input aria-label="Kart" />
        </PaymentForm>,
      );
      expect(screen.getByRole("group", { name: "Kart Bilgileri" })).toContainElement(
        screen.getByRole("textbox", { name: "Kart" }),
      );
      expect(screen.queryByText("Test modu")).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Öde 1.250 ₺" }));
      expect(onSubmit).toHaveBeenCalledWith(null);
      await expectNoAxeViolations(container);
    });

    it("waits for the card element to be ready", () => {
      render(
        <PaymentForm amount={1250} onSubmit={() => {}} cardReady={false}>
          <span>Kart alanı</span>
        </PaymentForm>,
      );
      expect(screen.getByRole("button", { name: "Öde 1.250 ₺" })).toBeDisabled();
    });
  });

  describe("given loading", () => {
    it("is busy, says so and shows no form", async () => {
      const { container } = render(<PaymentForm amount={0} onSubmit={() => {}} status="loading" />);
      expect(container.firstElementChild).toHaveAttribute("aria-busy", "true");
      expect(screen.getByText("Ödeme bilgileri yükleniyor")).toBeInTheDocument();
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given success", () => {
    it("announces 'Ödeme başarıyla tamamlandı!' instead of the form", async () => {
      const { container } = render(
        <PaymentForm
          mode="test"
          amount={300}
          onSubmit={() => {}}
          status="succeeded"
          headingLevel={1}
          successActions={<a href="/reservations">Rezervasyonlarım</a>}
        />,
      );
      expect(screen.getByRole("heading", { level: 1, name: "Ödeme" })).toBeInTheDocument();
      expect(screen.getByRole("status")).toHaveTextContent("Ödeme başarıyla tamamlandı!");
      expect(screen.getByRole("link", { name: "Rezervasyonlarım" })).toBeInTheDocument();
      expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });
});
