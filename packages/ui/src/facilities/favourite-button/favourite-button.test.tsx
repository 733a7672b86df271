import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { FavouriteButton } from "./favourite-button";

describe("FavouriteButton", () => {
  describe("given not a favourite", () => {
    it("is an unpressed 'Favorilere ekle' button", async () => {
      const { container } = render(<FavouriteButton active={false} onToggle={() => {}} />);
      expect(screen.getByRole("button", { name: "Favorilere ekle" })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await expectNoAxeViolations(container);
    });

    describe("after a click", () => {
      it("asks to add it", async () => {
        const onToggle = vi.fn();
        render(<FavouriteButton active={false} onToggle={onToggle} />);
        await userEvent.click(screen.getByRole("button", { name: "Favorilere ekle" }));
        expect(onToggle).toHaveBeenCalledWith(true);
      });
    });
  });

  describe("given a favourite", () => {
    it("is a pressed 'Favorilerden çıkar' button", async () => {
      const { container } = render(<FavouriteButton active onToggle={() => {}} />);
      expect(screen.getByRole("button", { name: "Favorilerden çıkar" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expectNoAxeViolations(container);
    });

    describe("after Enter on it", () => {
      it("asks to remove it", async () => {
        const onToggle = vi.fn();
        render(<FavouriteButton active onToggle={onToggle} />);
        screen.getByRole("button").focus();
        await userEvent.keyboard("{Enter}");
        expect(onToggle).toHaveBeenCalledWith(false);
      });
    });
  });

  describe("given loading", () => {
    it("is busy and ignores clicks", async () => {
      const onToggle = vi.fn();
      render(<FavouriteButton active={false} loading onToggle={onToggle} />);
      const button = screen.getByRole("button", { name: "Favorilere ekle" });
      expect(button).toHaveAttribute("aria-busy", "true");
      await userEvent.click(button);
      expect(onToggle).not.toHaveBeenCalled();
    });
  });
});
