import { render } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { Skeleton } from "./skeleton";

describe("Skeleton", () => {
  describe("given the default text shape", () => {
    it("draws one line hidden from assistive technology", async () => {
      const { container } = render(<Skeleton />);
      const root = container.querySelector("[data-slot=skeleton]");
      expect(root).toHaveAttribute("aria-hidden", "true");
      expect(container.querySelectorAll("[data-slot=skeleton-line]")).toHaveLength(1);
      await expectNoAxeViolations(container);
    });
  });

  describe("given three lines", () => {
    it("draws three lines", () => {
      const { container } = render(<Skeleton lines={3} />);
      expect(container.querySelectorAll("[data-slot=skeleton-line]")).toHaveLength(3);
    });
  });

  describe("given a line count below one", () => {
    it("still draws one line", () => {
      const { container } = render(<Skeleton lines={0} />);
      expect(container.querySelectorAll("[data-slot=skeleton-line]")).toHaveLength(1);
    });
  });

  describe.each(["rect", "circle"] as const)("given the %s shape", (shape) => {
    it("draws one hidden block without lines", async () => {
      const { container } = render(<Skeleton shape={shape} lines={4} />);
      expect(container.querySelector("[data-slot=skeleton]")).toHaveAttribute("aria-hidden", "true");
      expect(container.querySelectorAll("[data-slot=skeleton-line]")).toHaveLength(0);
      await expectNoAxeViolations(container);
    });
  });
});
