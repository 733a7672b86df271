import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { vi } from "vitest";
import { FormField } from "../../forms/form-field";
import { expectNoAxeViolations } from "../../test/axe";
import { PasswordField } from "./password-field";

const showButton = () => screen.getByRole("button", { name: "Şifreyi göster" });
const hideButton = () => screen.getByRole("button", { name: "Şifreyi gizle" });

describe("PasswordField", () => {
  describe("given a label", () => {
    it("hides the password and offers to show it", async () => {
      const { container } = render(
        <FormField label="Şifre">
          <PasswordField autoComplete="current-password" defaultValue="gizli123" />
        </FormField>,
      );
      const input = screen.getByLabelText("Şifre");
      expect(input).toHaveAttribute("type", "password");
      expect(input).toHaveAttribute("autocomplete", "current-password");
      expect(showButton()).toHaveAttribute("aria-pressed", "false");
      expect(showButton()).toHaveAttribute("aria-controls", input.id);
      await expectNoAxeViolations(container);
    });

    describe("after pressing 'Şifreyi göster'", () => {
      it("shows the password as text and offers to hide it", async () => {
        const onVisibleChange = vi.fn();
        const { container } = render(
          <FormField label="Şifre">
            <PasswordField defaultValue="gizli123" onVisibleChange={onVisibleChange} />
          </FormField>,
        );
        await userEvent.click(showButton());
        expect(screen.getByRole("textbox", { name: "Şifre" })).toHaveValue("gizli123");
        expect(hideButton()).toHaveAttribute("aria-pressed", "true");
        expect(onVisibleChange).toHaveBeenLastCalledWith(true);
        await expectNoAxeViolations(container);
      });

      describe("and then 'Şifreyi gizle'", () => {
        it("hides it again", async () => {
          render(
            <FormField label="Şifre">
              <PasswordField />
            </FormField>,
          );
          await userEvent.click(showButton());
          await userEvent.click(hideButton());
          expect(screen.getByLabelText("Şifre")).toHaveAttribute("type", "password");
          expect(showButton()).toHaveAttribute("aria-pressed", "false");
        });
      });
    });

    describe("after pressing the button inside a form", () => {
      it("does not submit the form", async () => {
        const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
        render(
          <form onSubmit={onSubmit}>
            <PasswordField aria-label="Şifre" />
          </form>,
        );
        await userEvent.click(showButton());
        expect(onSubmit).not.toHaveBeenCalled();
      });
    });
  });

  describe("given react-hook-form's register props", () => {
    it("forwards ref, name, onChange and onBlur to the input", async () => {
      const ref = createRef<HTMLInputElement>();
      const onChange = vi.fn();
      const onBlur = vi.fn();
      render(<PasswordField aria-label="Şifre" ref={ref} name="password" onChange={onChange} onBlur={onBlur} />);
      const input = screen.getByLabelText("Şifre");
      expect(ref.current).toBe(input);
      expect(input).toHaveAttribute("name", "password");
      await userEvent.type(input, "abc");
      expect(onChange).toHaveBeenCalledTimes(3);
      expect(input).toHaveValue("abc");
      await userEvent.tab();
      expect(onBlur).toHaveBeenCalledTimes(1);
    });
  });

  describe("given an error from FormField", () => {
    it("is invalid and described by the Turkish message", async () => {
      const { container } = render(
        <FormField label="Şifre" error="Şifre en az 6 karakter olmalıdır" required>
          <PasswordField defaultValue="123" />
        </FormField>,
      );
      // the required marker '*' is part of the label's text (hidden from the accessible name)
      const input = screen.getByLabelText(/^Şifre\*$/);
      expect(input).toBeInvalid();
      expect(input).toBeRequired();
      expect(input).toHaveAccessibleDescription("Şifre en az 6 karakter olmalıdır");
      await expectNoAxeViolations(container);
    });
  });

  describe("given invalid", () => {
    it("marks the input invalid", () => {
      render(<PasswordField aria-label="Şifre" invalid />);
      expect(screen.getByLabelText("Şifre")).toBeInvalid();
    });
  });

  describe("given disabled", () => {
    it("disables the input and the button", async () => {
      const { container } = render(<PasswordField aria-label="Şifre" disabled />);
      expect(screen.getByLabelText("Şifre")).toBeDisabled();
      expect(showButton()).toBeDisabled();
      await expectNoAxeViolations(container);
    });
  });

  describe("given defaultVisible", () => {
    it("starts as text", () => {
      render(<PasswordField aria-label="Yeni şifre" defaultVisible defaultValue="yeniSifre1" />);
      expect(screen.getByRole("textbox", { name: "Yeni şifre" })).toHaveValue("yeniSifre1");
      expect(hideButton()).toHaveAttribute("aria-pressed", "true");
    });
  });
});
