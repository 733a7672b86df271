import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { RetryPanel } from "./retry-panel";

describe("RetryPanel", () => {
  describe("given a reason and onRetry", () => {
    it("announces the reason and retries on 'Tekrar Dene'", async () => {
      const onRetry = vi.fn();
      const { container } = render(<RetryPanel onRetry={onRetry}>Takvim yüklenemedi.</RetryPanel>);
      expect(screen.getByRole("alert")).toHaveTextContent("Takvim yüklenemedi.");
      await userEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations(container);
    });
  });

  describe("without onRetry", () => {
    it("shows the reason alone", () => {
      render(<RetryPanel>Takvim yüklenemedi.</RetryPanel>);
      expect(screen.getByRole("alert")).toHaveTextContent("Takvim yüklenemedi.");
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
    });
  });

  describe("given another button label", () => {
    it("uses it", () => {
      render(
        <RetryPanel onRetry={() => {}} retryLabel="Yeniden Yükle">
          Hata
        </RetryPanel>,
      );
      expect(screen.getByRole("button", { name: "Yeniden Yükle" })).toBeInTheDocument();
    });
  });
});
