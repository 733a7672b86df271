import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlusIcon } from "lucide-react";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { Button } from "./button";

describe("Button", () => {
  describe("given the default props", () => {
    it("renders a button of type button with its text as name", async () => {
      const { container } = render(<Button>Rezervasyon Yap</Button>);
      const button = screen.getByRole("button", { name: "Rezervasyon Yap" });
      expect(button).toHaveAttribute("type", "button");
      expect(button).toBeEnabled();
      expect(button).not.toHaveAttribute("aria-busy");
      await expectNoAxeViolations(container);
    });

    it("keeps an explicit submit type", () => {
      render(<Button type="submit">Kaydet</Button>);
      expect(screen.getByRole("button", { name: "Kaydet" })).toHaveAttribute("type", "submit");
    });

    describe("after a click", () => {
      it("calls onClick once", async () => {
        const onClick = vi.fn();
        render(<Button onClick={onClick}>Kaydet</Button>);
        await userEvent.click(screen.getByRole("button", { name: "Kaydet" }));
        expect(onClick).toHaveBeenCalledTimes(1);
      });
    });
  });

  describe("given loading", () => {
    it("is disabled and busy, and keeps its text readable", async () => {
      const { container } = render(<Button loading>Kaydediliyor</Button>);
      const button = screen.getByRole("button", { name: "Kaydediliyor" });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute("aria-busy", "true");
      expect(button).toHaveTextContent("Kaydediliyor");
      await expectNoAxeViolations(container);
    });

    describe("after a click", () => {
      it("does not call onClick", async () => {
        const onClick = vi.fn();
        render(
          <Button loading onClick={onClick}>
            Kaydet
          </Button>,
        );
        await userEvent.click(screen.getByRole("button", { name: "Kaydet" }));
        expect(onClick).not.toHaveBeenCalled();
      });
    });

    describe("and the icon size", () => {
      it("keeps the accessible name from aria-label", () => {
        render(
          <Button size="icon" loading aria-label="Tesis ekle">
            <PlusIcon aria-hidden="true" />
          </Button>,
        );
        expect(screen.getByRole("button", { name: "Tesis ekle" })).toHaveAttribute("aria-busy", "true");
      });
    });
  });

  describe("given disabled", () => {
    it("is disabled and ignores clicks", async () => {
      const onClick = vi.fn();
      const { container } = render(
        <Button disabled onClick={onClick}>
          Sil
        </Button>,
      );
      const button = screen.getByRole("button", { name: "Sil" });
      expect(button).toBeDisabled();
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });
  });

  describe("given asChild with a link", () => {
    it("renders the link, not a button, with the button's data-slot", async () => {
      const { container } = render(
        <Button asChild variant="outline">
          <a href="/facilities">Halı Sahalar</a>
        </Button>,
      );
      const link = screen.getByRole("link", { name: "Halı Sahalar" });
      expect(link).toHaveAttribute("href", "/facilities");
      expect(link).toHaveAttribute("data-slot", "button");
      expect(link).not.toHaveAttribute("type");
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    describe("and disabled", () => {
      it("marks the link aria-disabled and takes it out of the tab order", () => {
        render(
          <Button asChild disabled>
            <a href="/booking/1">Rezervasyon Yap</a>
          </Button>,
        );
        const link = screen.getByRole("link", { name: "Rezervasyon Yap" });
        expect(link).toHaveAttribute("aria-disabled", "true");
        expect(link).toHaveAttribute("tabindex", "-1");
      });
    });
  });
});
