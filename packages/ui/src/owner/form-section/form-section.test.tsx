import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { FormSection } from "./form-section";

describe("FormSection", () => {
  it("is a group named by its title", async () => {
    const { container } = render(
      <FormSection title="Konum Bilgileri" description="Adres ve ilçe">
        <label>
          Adres <input />
        </label>
      </FormSection>,
    );
    expect(screen.getByRole("group", { name: /Konum Bilgileri/ })).toBeInTheDocument();
    expect(screen.getByText("Adres ve ilçe")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("disables its controls when disabled", () => {
    render(
      <FormSection title="Fiyatlandırma" disabled>
        <input aria-label="Saatlik ücret" />
      </FormSection>,
    );
    expect(screen.getByRole("textbox", { name: "Saatlik ücret" })).toBeDisabled();
  });
});
