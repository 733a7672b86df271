import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { Badge } from "./badge";

describe("Badge", () => {
  describe("given a text", () => {
    it("shows the text and defaults to the neutral tone", async () => {
      const { container } = render(<Badge>Pasif</Badge>);
      expect(screen.getByText("Pasif")).toHaveAttribute("data-tone", "neutral");
      await expectNoAxeViolations(container);
    });
  });

  describe.each(["neutral", "success", "warning", "danger", "info", "primary"] as const)("given the %s tone", (tone) => {
    it("reports the tone and passes axe", async () => {
      const { container } = render(
        <Badge tone={tone} size="sm" dot>
          Durum
        </Badge>,
      );
      expect(screen.getByText("Durum")).toHaveAttribute("data-tone", tone);
      await expectNoAxeViolations(container);
    });
  });

  describe("given asChild with a link", () => {
    it("renders the link with the badge slot", () => {
      render(
        <Badge asChild tone="info">
          <a href="/facilities?rating=4">4+ Yıldız</a>
        </Badge>,
      );
      expect(screen.getByRole("link", { name: "4+ Yıldız" })).toHaveAttribute("data-slot", "badge");
    });
  });
});
