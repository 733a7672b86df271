import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { IconButton } from "./icon-button";

describe("IconButton", () => {
  describe("given an icon and a Turkish aria-label", () => {
    it("is named by its aria-label", async () => {
      const { container } = render(
        <IconButton aria-label="Tesisi sil" variant="danger">
          <Trash2Icon />
        </IconButton>,
      );
      const button = screen.getByRole("button", { name: "Tesisi sil" });
      expect(button).toHaveAttribute("data-slot", "icon-button");
      expect(button).toHaveAttribute("type", "button");
      await expectNoAxeViolations(container);
    });

    describe("after a click", () => {
      it("calls onClick", async () => {
        const onClick = vi.fn();
        render(
          <IconButton aria-label="Tesisi sil" onClick={onClick}>
            <Trash2Icon />
          </IconButton>,
        );
        await userEvent.click(screen.getByRole("button", { name: "Tesisi sil" }));
        expect(onClick).toHaveBeenCalledTimes(1);
      });
    });
  });

  describe("given loading", () => {
    it("is disabled and busy, and keeps its name", async () => {
      const onClick = vi.fn();
      const { container } = render(
        <IconButton aria-label="Tesisi sil" loading onClick={onClick}>
          <Trash2Icon />
        </IconButton>,
      );
      const button = screen.getByRole("button", { name: "Tesisi sil" });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute("aria-busy", "true");
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });
  });

  describe("given disabled", () => {
    it("is disabled", async () => {
      const { container } = render(
        <IconButton aria-label="Düzenle" disabled>
          <PencilIcon />
        </IconButton>,
      );
      expect(screen.getByRole("button", { name: "Düzenle" })).toBeDisabled();
      await expectNoAxeViolations(container);
    });
  });

  describe("given asChild with a link", () => {
    it("renders a named link", async () => {
      const { container } = render(
        <IconButton asChild aria-label="Tesisi düzenle">
          <a href="/owner/facilities/7/edit">
            <PencilIcon />
          </a>
        </IconButton>,
      );
      expect(screen.getByRole("link", { name: "Tesisi düzenle" })).toHaveAttribute(
        "href",
        "/owner/facilities/7/edit",
      );
      await expectNoAxeViolations(container);
    });
  });
});
