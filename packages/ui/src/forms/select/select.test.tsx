import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { Select } from "./select";

const cities = [
  { value: "istanbul", label: "İstanbul" },
  { value: "ankara", label: "Ankara" },
  { value: "izmir", label: "İzmir" },
];

describe("Select", () => {
  describe("given options and a placeholder", () => {
    it("lists the placeholder first with the empty value, then the options", async () => {
      const { container } = render(<Select aria-label="Şehir" placeholder="Tümü" options={cities} />);
      const select = screen.getByRole("combobox", { name: "Şehir" });
      const options = screen.getAllByRole("option");
      expect(options.map((o) => o.textContent)).toEqual(["Tümü", "İstanbul", "Ankara", "İzmir"]);
      expect(options[0]).toHaveValue("");
      expect(select).toHaveValue("");
      await expectNoAxeViolations(container);
    });

    describe("after choosing a city", () => {
      it("reports the chosen value", async () => {
        const onChange = vi.fn();
        render(
          <Select
            aria-label="Şehir"
            placeholder="Tümü"
            options={cities}
            onChange={(event) => onChange(event.target.value)}
          />,
        );
        await userEvent.selectOptions(screen.getByRole("combobox", { name: "Şehir" }), "Ankara");
        expect(onChange).toHaveBeenCalledWith("ankara");
        expect(screen.getByRole("option", { name: "Ankara", selected: true })).toBeInTheDocument();
      });
    });
  });

  describe("given no placeholder", () => {
    it("selects the first option", () => {
      render(<Select aria-label="Şehir" options={cities} />);
      expect(screen.getByRole("combobox", { name: "Şehir" })).toHaveValue("istanbul");
      expect(screen.getAllByRole("option")).toHaveLength(3);
    });
  });

  describe("given a disabled option", () => {
    it("marks that option disabled", () => {
      render(<Select aria-label="Saha boyutu" options={[{ value: "5v5", label: "5v5" }, { value: "11v11", label: "11v11", disabled: true }]} />);
      expect(screen.getByRole("option", { name: "11v11" })).toBeDisabled();
    });
  });

  describe("given invalid", () => {
    it("sets aria-invalid", async () => {
      const { container } = render(<Select aria-label="İlçe" placeholder="İlçe seçin" options={[]} invalid />);
      expect(screen.getByRole("combobox", { name: "İlçe" })).toBeInvalid();
      await expectNoAxeViolations(container);
    });
  });

  describe("given disabled", () => {
    it("is disabled", async () => {
      const { container } = render(<Select aria-label="Şehir" options={cities} disabled />);
      expect(screen.getByRole("combobox", { name: "Şehir" })).toBeDisabled();
      await expectNoAxeViolations(container);
    });
  });
});
