import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { SearchBar, type SearchBarProps } from "./search-bar";

const cities = [
  { value: "34", label: "İstanbul" },
  { value: "6", label: "Ankara" },
];

function Controlled(props: Partial<SearchBarProps> & Pick<SearchBarProps, "onSubmit">) {
  const [value, setValue] = useState("");
  const [city, setCity] = useState("");
  return (
    <SearchBar
      value={value}
      onValueChange={setValue}
      city={city}
      onCityChange={setCity}
      cities={cities}
      {...props}
    />
  );
}

describe("SearchBar", () => {
  describe("given the default props", () => {
    it("is a search landmark with a search box, the city select and 'Ara'", async () => {
      const { container } = render(<Controlled onSubmit={() => {}} />);
      expect(screen.getByRole("search", { name: "Halı saha ara" })).toBeInTheDocument();
      const box = screen.getByRole("searchbox", { name: "Arama" });
      expect(box).toHaveAttribute("placeholder", "Halısaha adı veya adresi ara...");
      const select = screen.getByRole("combobox", { name: "Şehir" });
      expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Tümü", "İstanbul", "Ankara"]);
      expect(select).toHaveValue("");
      expect(screen.getByRole("button", { name: "Ara" })).toHaveAttribute("type", "submit");
      await expectNoAxeViolations(container);
    });
  });

  describe("after typing and pressing Enter", () => {
    it("submits the text and the city", async () => {
      const onSubmit = vi.fn();
      render(<Controlled onSubmit={onSubmit} />);
      await userEvent.selectOptions(screen.getByRole("combobox", { name: "Şehir" }), "Ankara");
      await userEvent.type(screen.getByRole("searchbox", { name: "Arama" }), "Arena{Enter}");
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit).toHaveBeenCalledWith({ query: "Arena", city: "6" });
    });
  });

  describe("after a click on 'Ara'", () => {
    it("submits", async () => {
      const onSubmit = vi.fn();
      render(<Controlled onSubmit={onSubmit} />);
      await userEvent.click(screen.getByRole("button", { name: "Ara" }));
      expect(onSubmit).toHaveBeenCalledWith({ query: "", city: "" });
    });
  });

  describe("given typing", () => {
    it("reports each change", async () => {
      const onValueChange = vi.fn();
      render(<SearchBar value="" onValueChange={onValueChange} onSubmit={() => {}} />);
      await userEvent.type(screen.getByRole("searchbox"), "Y");
      expect(onValueChange).toHaveBeenCalledWith("Y");
    });
  });

  describe("given no cities and other labels", () => {
    it("has no select and uses the given texts", () => {
      render(
        <SearchBar
          value=""
          onValueChange={() => {}}
          onSubmit={() => {}}
          placeholder="Saha ara"
          firstOptionLabel="Hepsi"
        />,
      );
      expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
      expect(screen.getByRole("searchbox")).toHaveAttribute("placeholder", "Saha ara");
    });
  });

  describe("given an empty city list (cities still loading)", () => {
    it("already shows the select, with the first option alone", () => {
      render(<SearchBar value="" onValueChange={() => {}} onSubmit={() => {}} cities={[]} />);
      const select = screen.getByRole("combobox", { name: "Şehir" });
      expect(
        within(select)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Tümü"]);
    });
  });

  describe("given loading", () => {
    it("is busy and does not submit again", async () => {
      const onSubmit = vi.fn();
      const { container } = render(<Controlled onSubmit={onSubmit} loading />);
      expect(screen.getByRole("search")).toHaveAttribute("aria-busy", "true");
      expect(screen.getByRole("button", { name: "Ara" })).toBeDisabled();
      await userEvent.type(screen.getByRole("searchbox"), "a{Enter}");
      expect(onSubmit).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });
  });

  describe("given disabled", () => {
    it("disables every control", () => {
      render(<Controlled onSubmit={() => {}} disabled />);
      expect(screen.getByRole("searchbox")).toBeDisabled();
      expect(screen.getByRole("combobox")).toBeDisabled();
      expect(screen.getByRole("button", { name: "Ara" })).toBeDisabled();
    });
  });
});
