import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { Button } from "../../actions/button";
import { expectNoAxeViolations } from "../../test/axe";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  describe("given a title and a description", () => {
    it("shows the title as a level 2 heading and the hint", async () => {
      const { container } = render(
        <EmptyState title="Hiç sonuç bulunamadı" description="Filtreleri değiştirerek tekrar deneyin." />,
      );
      expect(screen.getByRole("heading", { level: 2, name: "Hiç sonuç bulunamadı" })).toBeInTheDocument();
      expect(screen.getByText("Filtreleri değiştirerek tekrar deneyin.")).toBeVisible();
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given a heading level", () => {
    it("uses that level", () => {
      render(<EmptyState title="Bildirim yok" headingLevel={3} size="sm" icon={null} />);
      expect(screen.getByRole("heading", { level: 3, name: "Bildirim yok" })).toBeInTheDocument();
    });
  });

  describe("given an action", () => {
    describe("after a click on it", () => {
      it("calls the action's handler", async () => {
        const onClear = vi.fn();
        const { container } = render(
          <EmptyState
            title="Hiç sonuç bulunamadı"
            action={
              <Button variant="outline" onClick={onClear}>
                Filtreleri Temizle
              </Button>
            }
          />,
        );
        await userEvent.click(screen.getByRole("button", { name: "Filtreleri Temizle" }));
        expect(onClear).toHaveBeenCalledTimes(1);
        await expectNoAxeViolations(container);
      });
    });
  });
});
