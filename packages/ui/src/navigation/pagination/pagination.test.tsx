import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { Pagination, paginationRange } from "./pagination";

describe("paginationRange", () => {
  describe("given no pages", () => {
    it.each([0, -3, Number.NaN])("returns nothing for total %s", (total) => {
      expect(paginationRange(1, total)).toEqual([]);
    });
  });

  describe("given one page", () => {
    it("returns that page", () => {
      expect(paginationRange(1, 1)).toEqual([1]);
    });
  });

  describe("given two pages", () => {
    it.each([1, 2])("returns both pages when on page %s", (current) => {
      expect(paginationRange(current, 2)).toEqual([1, 2]);
    });
  });

  describe("given five pages", () => {
    it.each([
      [1, [1, 2, "ellipsis", 5]],
      [2, [1, 2, 3, 4, 5]],
      [3, [1, 2, 3, 4, 5]],
      [4, [1, 2, 3, 4, 5]],
      [5, [1, "ellipsis", 4, 5]],
    ])("on page %s returns %j", (current, expected) => {
      expect(paginationRange(current, 5)).toEqual(expected);
    });
  });

  describe("given twenty pages", () => {
    it("at the start shows the first pages and the last", () => {
      expect(paginationRange(1, 20)).toEqual([1, 2, "ellipsis", 20]);
    });

    it("in the middle shows first, current±1 and last with ellipses between", () => {
      expect(paginationRange(5, 20)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 20]);
    });

    it("on a phone leaves the neighbours out, so at most seven buttons of 44 px fit in 375 px", () => {
      expect(paginationRange(5, 20, 0)).toEqual([1, "ellipsis", 5, "ellipsis", 20]);
      expect(paginationRange(3, 5, 0)).toEqual([1, 2, 3, 4, 5]);
    });

    it("fills a one-page gap with that page instead of an ellipsis", () => {
      expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis", 20]);
      expect(paginationRange(17, 20)).toEqual([1, "ellipsis", 16, 17, 18, 19, 20]);
    });

    it("at the end shows the first and the last pages", () => {
      expect(paginationRange(20, 20)).toEqual([1, "ellipsis", 19, 20]);
    });
  });

  describe("given a hundred pages", () => {
    it("never shows more than seven items", () => {
      for (let current = 1; current <= 100; current += 1) {
        const items = paginationRange(current, 100);
        expect(items.length).toBeLessThanOrEqual(7);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(100);
        expect(items).toContain(current);
      }
    });

    it("in the middle returns 1 … 49 50 51 … 100", () => {
      expect(paginationRange(50, 100)).toEqual([1, "ellipsis", 49, 50, 51, "ellipsis", 100]);
    });
  });

  describe("given a current page out of range", () => {
    it("clamps it into the pages", () => {
      expect(paginationRange(0, 10)).toEqual(paginationRange(1, 10));
      expect(paginationRange(99, 10)).toEqual(paginationRange(10, 10));
    });
  });
});

describe("Pagination", () => {
  describe("given one page or fewer", () => {
    it.each([0, 1])("renders nothing for %s pages", (totalPages) => {
      const { container } = render(<Pagination page={1} totalPages={totalPages} onPageChange={() => {}} />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe("given page 5 of 20", () => {
    it("is a named navigation with the current page marked", async () => {
      const { container } = render(<Pagination page={5} totalPages={20} onPageChange={() => {}} />);
      const nav = screen.getByRole("navigation", { name: "Sayfalama" });
      expect(nav).toBeInTheDocument();
      const pages = screen.getAllByRole("button", { name: /^Sayfa \d+$/ }).map((b) => b.textContent);
      expect(pages).toEqual(["1", "4", "5", "6", "20"]);
      expect(screen.getByRole("button", { name: "Sayfa 5" })).toHaveAttribute("aria-current", "page");
      expect(screen.getByRole("button", { name: "Sayfa 4" })).not.toHaveAttribute("aria-current");
      expect(screen.getByRole("button", { name: "Önceki sayfa" })).toBeEnabled();
      expect(screen.getByRole("button", { name: "Sonraki sayfa" })).toBeEnabled();
      await expectNoAxeViolations(container);
    });

    describe("after clicks on previous, next and a page", () => {
      it("reports 4, 6 and 20", async () => {
        const onPageChange = vi.fn();
        render(<Pagination page={5} totalPages={20} onPageChange={onPageChange} />);
        await userEvent.click(screen.getByRole("button", { name: "Önceki sayfa" }));
        await userEvent.click(screen.getByRole("button", { name: "Sonraki sayfa" }));
        await userEvent.click(screen.getByRole("button", { name: "Sayfa 20" }));
        expect(onPageChange.mock.calls).toEqual([[4], [6], [20]]);
      });
    });

    describe("after a click on the current page", () => {
      it("reports nothing", async () => {
        const onPageChange = vi.fn();
        render(<Pagination page={5} totalPages={20} onPageChange={onPageChange} />);
        await userEvent.click(screen.getByRole("button", { name: "Sayfa 5" }));
        expect(onPageChange).not.toHaveBeenCalled();
      });
    });
  });

  describe("given the first page", () => {
    it("disables previous only", async () => {
      const { container } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
      expect(screen.getByRole("button", { name: "Önceki sayfa" })).toBeDisabled();
      expect(screen.getByRole("button", { name: "Sonraki sayfa" })).toBeEnabled();
      await expectNoAxeViolations(container);
    });
  });

  describe("given the last page", () => {
    it("disables next only", async () => {
      const onPageChange = vi.fn();
      render(<Pagination page={3} totalPages={3} onPageChange={onPageChange} />);
      const next = screen.getByRole("button", { name: "Sonraki sayfa" });
      expect(next).toBeDisabled();
      await userEvent.click(next);
      expect(onPageChange).not.toHaveBeenCalled();
      expect(screen.getByRole("button", { name: "Önceki sayfa" })).toBeEnabled();
    });
  });

  describe("given its own label", () => {
    it("uses it for the landmark", () => {
      render(<Pagination page={1} totalPages={2} onPageChange={() => {}} aria-label="Tesis sayfaları" />);
      expect(screen.getByRole("navigation", { name: "Tesis sayfaları" })).toBeInTheDocument();
    });
  });
});
