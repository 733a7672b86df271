import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { Checkbox } from "./checkbox";

describe("Checkbox", () => {
  describe("given a label", () => {
    it("is an unchecked checkbox named by its label", async () => {
      const { container } = render(<Checkbox label="Ücretsiz otopark" />);
      expect(screen.getByRole("checkbox", { name: "Ücretsiz otopark" })).not.toBeChecked();
      await expectNoAxeViolations(container);
    });

    describe("after a click on the label", () => {
      it("becomes checked and reports it", async () => {
        const onChange = vi.fn();
        render(<Checkbox label="Duş ve soyunma odası" onChange={(e) => onChange(e.target.checked)} />);
        await userEvent.click(screen.getByText("Duş ve soyunma odası"));
        expect(screen.getByRole("checkbox", { name: "Duş ve soyunma odası" })).toBeChecked();
        expect(onChange).toHaveBeenCalledWith(true);
      });
    });
  });

  describe("given checked", () => {
    it("is checked", async () => {
      const { container } = render(<Checkbox label="WiFi" checked onChange={() => {}} />);
      expect(screen.getByRole("checkbox", { name: "WiFi" })).toBeChecked();
      await expectNoAxeViolations(container);
    });
  });

  describe("given indeterminate", () => {
    function Amenities() {
      const [all, setAll] = useState<boolean | "mixed">("mixed");
      return (
        <Checkbox
          label="Tüm olanaklar"
          checked={all === true}
          indeterminate={all === "mixed"}
          onChange={(e) => setAll(e.target.checked)}
        />
      );
    }

    it("is partially checked", async () => {
      const { container } = render(<Amenities />);
      expect(screen.getByRole("checkbox", { name: "Tüm olanaklar" })).toBePartiallyChecked();
      await expectNoAxeViolations(container);
    });

    describe("after a click", () => {
      it("is fully checked", async () => {
        render(<Amenities />);
        const box = screen.getByRole("checkbox", { name: "Tüm olanaklar" });
        await userEvent.click(box);
        expect(box).not.toBePartiallyChecked();
        expect(box).toBeChecked();
      });
    });
  });

  describe("given a description", () => {
    it("describes the checkbox with it", () => {
      render(<Checkbox label="Hakem" description="Maç başına ek ücretlidir" />);
      expect(screen.getByRole("checkbox", { name: "Hakem" })).toHaveAccessibleDescription("Maç başına ek ücretlidir");
    });
  });

  describe("given disabled", () => {
    it("ignores clicks", async () => {
      const onChange = vi.fn();
      const { container } = render(<Checkbox label="Kafeterya" disabled onChange={onChange} />);
      const box = screen.getByRole("checkbox", { name: "Kafeterya" });
      expect(box).toBeDisabled();
      await userEvent.click(box);
      expect(onChange).not.toHaveBeenCalled();
      expect(box).not.toBeChecked();
      await expectNoAxeViolations(container);
    });
  });

  describe("given invalid", () => {
    it("sets aria-invalid", () => {
      render(<Checkbox label="Kullanım koşullarını kabul ediyorum" invalid />);
      expect(screen.getByRole("checkbox", { name: "Kullanım koşullarını kabul ediyorum" })).toBeInvalid();
    });
  });

  describe("given a ref", () => {
    it("hands over the input element", () => {
      const ref = { current: null as HTMLInputElement | null };
      render(<Checkbox label="WiFi" ref={ref} />);
      expect(ref.current).toBe(screen.getByRole("checkbox", { name: "WiFi" }));
    });
  });
});
