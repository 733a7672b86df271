import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { PaymentMethodPicker, type PaymentMethodPickerProps } from "./payment-method-picker";

function Controlled(props: Partial<PaymentMethodPickerProps>) {
  const [value, setValue] = useState(props.value ?? "creditCard");
  return (
    <PaymentMethodPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const group = () => screen.getByRole("radiogroup", { name: "Ödeme Yöntemi" });
const card = () => within(group()).getByRole("radio", { name: "Kredi Kartı" });
const onsite = () => within(group()).getByRole("radio", { name: "Yerinde Ödeme" });

describe("PaymentMethodPicker", () => {
  describe("given no deposit", () => {
    it("offers card and on-site payment of the whole price, card chosen", async () => {
      const { container } = render(<Controlled />);
      expect(within(group()).getAllByRole("radio")).toHaveLength(2);
      expect(card()).toBeChecked();
      expect(card()).toHaveAccessibleDescription("Ücretin tamamı şimdi kredi kartıyla güvenle ödenir.");
      expect(onsite()).not.toBeChecked();
      expect(onsite()).toHaveAccessibleDescription("Ücretin tamamı tesiste ödenir.");
      await expectNoAxeViolations(container);
    });
  });

  describe("given a deposit", () => {
    it("explains that the deposit is paid now by card or at the facility", async () => {
      const { container } = render(<Controlled depositAmount={1250} />);
      expect(card()).toHaveAccessibleDescription("1.250 ₺ kapora şimdi kredi kartıyla ödenir, kalan ücret tesiste ödenir.");
      expect(onsite()).toHaveAccessibleDescription("1.250 ₺ kapora ve kalan ücret tesiste ödenir.");
      await expectNoAxeViolations(container);
    });
  });

  describe("after a click on 'Yerinde Ödeme'", () => {
    it("reports onsite", async () => {
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      await userEvent.click(screen.getByText("Yerinde Ödeme"));
      expect(onChange).toHaveBeenCalledWith("onsite");
      expect(onsite()).toBeChecked();
      expect(card()).not.toBeChecked();
    });
  });

  describe("given the keyboard", () => {
    it("moves between the methods with the arrows", async () => {
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      card().focus();
      // Radix chooses the card an arrow focuses while the key is down (the focus moves a tick later)
      await userEvent.keyboard("{ArrowDown>}");
      await waitFor(() => expect(onsite()).toHaveFocus());
      await userEvent.keyboard("{/ArrowDown}");
      expect(onChange).toHaveBeenCalledWith("onsite");
    });
  });

  describe("given none chosen and an error", () => {
    it("marks the group invalid and describes it with the message", async () => {
      const { container } = render(
        <PaymentMethodPicker value="" required error="Lütfen bir ödeme yöntemi seçin" />,
      );
      expect(group()).toHaveAttribute("aria-invalid", "true");
      expect(group()).toHaveAccessibleDescription("Lütfen bir ödeme yöntemi seçin");
      expect(within(group()).queryByRole("radio", { checked: true })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given disabled", () => {
    it("disables both methods", async () => {
      const onChange = vi.fn();
      const { container } = render(<Controlled disabled onChange={onChange} />);
      expect(card()).toBeDisabled();
      expect(onsite()).toBeDisabled();
      await userEvent.click(screen.getByText("Yerinde Ödeme"));
      expect(onChange).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });
  });

  describe("given other texts and one method", () => {
    it("shows only that method with the given texts", () => {
      render(
        <PaymentMethodPicker
          value="onsite"
          methods={["onsite"]}
          label="Ödeme"
          labels={{ onsite: "Sahada Öde" }}
          descriptions={{ onsite: "Nakit veya kart" }}
        />,
      );
      const radio = screen.getByRole("radio", { name: "Sahada Öde" });
      expect(radio).toHaveAccessibleDescription("Nakit veya kart");
      expect(screen.getAllByRole("radio")).toHaveLength(1);
    });
  });
});
