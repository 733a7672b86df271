import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectNoAxeViolations } from "../../test/axe";
import { Input } from "../input";
import { Select } from "../select";
import { FormField } from "./form-field";

describe("FormField", () => {
  describe("given a label and an Input child", () => {
    it("labels the input and leaves it valid", async () => {
      const { container } = render(
        <FormField label="Ad">
          <Input />
        </FormField>,
      );
      const input = screen.getByRole("textbox", { name: "Ad" });
      expect(input).not.toBeInvalid();
      expect(input).not.toHaveAttribute("aria-describedby");
      await expectNoAxeViolations(container);
    });

    describe("after a click on the label", () => {
      it("focuses the input", async () => {
        render(
          <FormField label="Soyad">
            <Input />
          </FormField>,
        );
        await userEvent.click(screen.getByText("Soyad"));
        expect(screen.getByRole("textbox", { name: "Soyad" })).toHaveFocus();
      });
    });
  });

  describe("given an error", () => {
    it("shows the Turkish message, marks the input invalid and describes it", async () => {
      const { container } = render(
        <FormField label="Ad" error="Ad gereklidir">
          <Input />
        </FormField>,
      );
      const input = screen.getByRole("textbox", { name: "Ad" });
      expect(screen.getByText("Ad gereklidir")).toBeVisible();
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription("Ad gereklidir");
      await expectNoAxeViolations(container);
    });
  });

  describe("given a hint and an error", () => {
    it("describes the control with both, the error first", () => {
      render(
        <FormField label="Telefon" hint="Başında 0 olmadan 10 haneli numara girin" error="Telefon numarası gereklidir">
          <Input type="tel" />
        </FormField>,
      );
      expect(screen.getByRole("textbox", { name: "Telefon" })).toHaveAccessibleDescription(
        "Telefon numarası gereklidir Başında 0 olmadan 10 haneli numara girin",
      );
    });
  });

  describe("given required", () => {
    it("sets aria-required and keeps the marker out of the name", async () => {
      const { container } = render(
        <FormField label="E-posta" required>
          <Input type="email" />
        </FormField>,
      );
      const input = screen.getByRole("textbox", { name: "E-posta" });
      expect(input).toBeRequired();
      expect(input).not.toHaveAttribute("required");
      expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
      await expectNoAxeViolations(container);
    });
  });

  describe("given a child with its own id and description", () => {
    it("keeps the id and adds its own ids to the description", () => {
      render(
        <>
          <p id="own">Yalnızca rakam</p>
          <FormField label="Kod" hint="6 haneli">
            <Input id="code" aria-describedby="own" />
          </FormField>
        </>,
      );
      const input = screen.getByRole("textbox", { name: "Kod" });
      expect(input).toHaveAttribute("id", "code");
      expect(input).toHaveAccessibleDescription("Yalnızca rakam 6 haneli");
    });
  });

  describe("given a render-prop child", () => {
    it("hands the wiring to the function", async () => {
      const { container } = render(
        <FormField label="Şehir" error="Şehir zorunludur" required>
          {(control) => <Select {...control} placeholder="Şehir seçin" options={[{ value: "1", label: "İstanbul" }]} />}
        </FormField>,
      );
      const select = screen.getByRole("combobox", { name: "Şehir" });
      expect(select).toBeInvalid();
      expect(select).toBeRequired();
      expect(select).toHaveAccessibleDescription("Şehir zorunludur");
      await expectNoAxeViolations(container);
    });
  });

  describe("given two fields", () => {
    it("gives each its own id", () => {
      render(
        <>
          <FormField label="Ad">
            <Input />
          </FormField>
          <FormField label="Soyad">
            <Input />
          </FormField>
        </>,
      );
      const first = screen.getByRole("textbox", { name: "Ad" });
      const second = screen.getByRole("textbox", { name: "Soyad" });
      expect(first.id).not.toBe(second.id);
    });
  });
});
