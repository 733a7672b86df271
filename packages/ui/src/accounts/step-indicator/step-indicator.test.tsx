import { render, screen, within } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { StepIndicator } from "./step-indicator";

const resetSteps = ["Telefon", "Kod", "Yeni Şifre", "Tamamlandı"];

describe("StepIndicator", () => {
  describe("given the second of four steps", () => {
    it("says 'Adım 2 / 4' with the step's name", async () => {
      const { container } = render(<StepIndicator steps={resetSteps} current={1} />);
      expect(screen.getByText(/Adım 2 \/ 4/)).toHaveTextContent("Adım 2 / 4 · Kod");
      await expectNoAxeViolations(container);
    });

    it("lists the steps in order and marks the current one", () => {
      render(<StepIndicator steps={resetSteps} current={1} />);
      const list = screen.getByRole("list", { name: "İlerleme" });
      expect(list.tagName).toBe("OL");
      const items = within(list).getAllByRole("listitem");
      expect(items.map((item) => item.textContent)).toEqual(["Telefon (tamamlandı)", "2Kod", "3Yeni Şifre", "4Tamamlandı"]);
      expect(items[1]).toHaveAttribute("aria-current", "step");
      expect(items.filter((item) => item.hasAttribute("aria-current"))).toHaveLength(1);
    });
  });

  describe("given the first step", () => {
    it("has no finished steps", () => {
      render(<StepIndicator steps={["Telefon", "Kod", "Tamamlandı"]} current={0} aria-label="Telefon doğrulama adımları" />);
      const list = screen.getByRole("list", { name: "Telefon doğrulama adımları" });
      expect(within(list).queryByText(/tamamlandı\)/)).not.toBeInTheDocument();
      expect(within(list).getAllByRole("listitem")[0]).toHaveAttribute("aria-current", "step");
      expect(screen.getByText(/Adım 1 \/ 3/)).toBeInTheDocument();
    });
  });

  describe("given the last step", () => {
    it("marks every earlier step finished", async () => {
      const { container } = render(<StepIndicator steps={resetSteps} current={3} />);
      expect(screen.getAllByText("(tamamlandı)")).toHaveLength(3);
      expect(screen.getAllByRole("listitem")[3]).toHaveAttribute("aria-current", "step");
      expect(screen.getByText(/Adım 4 \/ 4/)).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given an index outside the steps", () => {
    it("clamps it", () => {
      const { rerender } = render(<StepIndicator steps={resetSteps} current={9} />);
      expect(screen.getByText(/Adım 4 \/ 4/)).toBeInTheDocument();
      rerender(<StepIndicator steps={resetSteps} current={-1} />);
      expect(screen.getByText(/Adım 1 \/ 4/)).toBeInTheDocument();
    });
  });

  describe("given no steps", () => {
    it("renders nothing", () => {
      const { container } = render(<StepIndicator steps={[]} current={0} />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
