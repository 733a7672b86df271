import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { FilterChips } from "./filter-chips";

const chips = [
  { id: "city", label: "İstanbul" },
  { id: "rating", label: "4+ Yıldız" },
];

describe("FilterChips", () => {
  describe("given two filters", () => {
    it("lists them in a named group with a remove button each and the clear button", async () => {
      const { container } = render(<FilterChips chips={chips} onRemove={() => {}} onClearAll={() => {}} />);
      const group = screen.getByRole("group", { name: "Etkin filtreler" });
      expect(
        within(group)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["İstanbul", "4+ Yıldız"]);
      expect(screen.getByRole("button", { name: "İstanbul filtresini kaldır" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "4+ Yıldız filtresini kaldır" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Filtreleri Temizle" })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    describe("after a click on a remove button", () => {
      it("reports that chip's id", async () => {
        const onRemove = vi.fn();
        render(<FilterChips chips={chips} onRemove={onRemove} />);
        await userEvent.click(screen.getByRole("button", { name: "4+ Yıldız filtresini kaldır" }));
        expect(onRemove).toHaveBeenCalledWith("rating");
      });
    });

    describe("after a click on 'Filtreleri Temizle'", () => {
      it("calls onClearAll", async () => {
        const onClearAll = vi.fn();
        render(
          <FilterChips chips={chips} onRemove={() => {}} onClearAll={onClearAll} clearLabel="Temizle" />,
        );
        await userEvent.click(screen.getByRole("button", { name: "Temizle" }));
        expect(onClearAll).toHaveBeenCalledTimes(1);
      });
    });
  });

  describe("given no onClearAll", () => {
    it("has no clear button", () => {
      render(<FilterChips chips={chips} onRemove={() => {}} />);
      expect(screen.queryByRole("button", { name: "Filtreleri Temizle" })).not.toBeInTheDocument();
    });
  });

  describe("given no filters", () => {
    it("renders nothing", () => {
      const { container } = render(<FilterChips chips={[]} onRemove={() => {}} onClearAll={() => {}} />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe("given disabled", () => {
    it("disables every button", async () => {
      const onRemove = vi.fn();
      render(<FilterChips chips={chips} onRemove={onRemove} onClearAll={() => {}} disabled />);
      for (const button of screen.getAllByRole("button")) expect(button).toBeDisabled();
      await userEvent.click(screen.getByRole("button", { name: "İstanbul filtresini kaldır" }));
      expect(onRemove).not.toHaveBeenCalled();
    });
  });
});
