import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { Spinner } from "./spinner";

describe("Spinner", () => {
  describe("given no label", () => {
    it("is a status named 'Yükleniyor...'", async () => {
      const { container } = render(<Spinner />);
      expect(screen.getByRole("status")).toHaveTextContent("Yükleniyor...");
      await expectNoAxeViolations(container);
    });
  });

  describe("given a label shown on screen", () => {
    it("shows the label", async () => {
      const { container } = render(<Spinner label="Aboneler yükleniyor..." showLabel layout="block" />);
      expect(screen.getByRole("status")).toHaveTextContent("Aboneler yükleniyor...");
      expect(screen.getByText("Aboneler yükleniyor...")).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });

  describe.each(["sm", "md", "lg"] as const)("given size %s", (size) => {
    it("still announces its label", () => {
      render(<Spinner size={size} label="Ekleniyor..." />);
      expect(screen.getByRole("status")).toHaveTextContent("Ekleniyor...");
    });
  });
});
