import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { type ViewMode, ViewToggle } from "./view-toggle";

describe("ViewToggle", () => {
  describe("given the grid view", () => {
    it("is a named group with the grid button pressed", async () => {
      const { container } = render(<ViewToggle value="grid" onValueChange={() => {}} />);
      expect(screen.getByRole("group", { name: "Görünüm" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Izgara görünümü", pressed: true })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Liste görünümü", pressed: false })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    describe("after a click on the list button", () => {
      it("reports list", async () => {
        const onValueChange = vi.fn();
        render(<ViewToggle value="grid" onValueChange={onValueChange} />);
        await userEvent.click(screen.getByRole("button", { name: "Liste görünümü" }));
        expect(onValueChange).toHaveBeenCalledExactlyOnceWith("list");
      });
    });

    describe("after a click on the grid button", () => {
      it("reports nothing", async () => {
        const onValueChange = vi.fn();
        render(<ViewToggle value="grid" onValueChange={onValueChange} />);
        await userEvent.click(screen.getByRole("button", { name: "Izgara görünümü" }));
        expect(onValueChange).not.toHaveBeenCalled();
      });
    });
  });

  describe("given a parent that keeps the value", () => {
    function Harness() {
      const [view, setView] = useState<ViewMode>("list");
      return <ViewToggle value={view} onValueChange={setView} showLabels />;
    }

    describe("after switching with the keyboard", () => {
      it("presses the other button", async () => {
        render(<Harness />);
        await userEvent.tab();
        expect(screen.getByRole("button", { name: "Izgara görünümü" })).toHaveFocus();
        await userEvent.keyboard("{Enter}");
        expect(screen.getByRole("button", { name: "Izgara görünümü", pressed: true })).toBeInTheDocument();
        expect(screen.getByRole("button", { name: "Liste görünümü", pressed: false })).toBeInTheDocument();
      });
    });
  });

  describe("given disabled", () => {
    it("disables both buttons", async () => {
      const onValueChange = vi.fn();
      const { container } = render(<ViewToggle value="list" onValueChange={onValueChange} disabled />);
      for (const button of screen.getAllByRole("button")) expect(button).toBeDisabled();
      await userEvent.click(screen.getByRole("button", { name: "Izgara görünümü" }));
      expect(onValueChange).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });
  });
});
