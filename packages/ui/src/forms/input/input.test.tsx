import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { Input } from "./input";

describe("Input", () => {
  describe("given a label", () => {
    it("is a valid text box named by the label", async () => {
      const { container } = render(
        <>
          <label htmlFor="name">Ad</label>
          <Input id="name" />
        </>,
      );
      const input = screen.getByRole("textbox", { name: "Ad" });
      expect(input).toHaveAttribute("type", "text");
      expect(input).not.toBeInvalid();
      await expectNoAxeViolations(container);
    });

    describe("after typing", () => {
      it("reports every change and shows the text", async () => {
        const onChange = vi.fn();
        render(<Input aria-label="Ara" placeholder="Halısaha adı veya adresi ara..." onChange={onChange} />);
        const input = screen.getByRole("textbox", { name: "Ara" });
        await userEvent.type(input, "Kadıköy");
        expect(input).toHaveValue("Kadıköy");
        expect(onChange).toHaveBeenCalledTimes(7);
      });
    });
  });

  describe("given invalid", () => {
    it("sets aria-invalid", async () => {
      const { container } = render(<Input aria-label="E-posta" type="email" invalid defaultValue="ali@" />);
      expect(screen.getByRole("textbox", { name: "E-posta" })).toBeInvalid();
      await expectNoAxeViolations(container);
    });
  });

  describe("given disabled", () => {
    it("ignores typing", async () => {
      const { container } = render(<Input aria-label="Telefon" disabled defaultValue="5321234567" />);
      const input = screen.getByRole("textbox", { name: "Telefon" });
      expect(input).toBeDisabled();
      await userEvent.type(input, "9");
      expect(input).toHaveValue("5321234567");
      await expectNoAxeViolations(container);
    });
  });

  describe("given a ref", () => {
    it("hands over the input element", () => {
      const ref = { current: null as HTMLInputElement | null };
      render(<Input aria-label="Ad" ref={ref} />);
      expect(ref.current).toBe(screen.getByRole("textbox", { name: "Ad" }));
    });
  });
});
