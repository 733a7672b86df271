import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { Textarea } from "./textarea";

describe("Textarea", () => {
  describe("given a label", () => {
    it("is a multi-line text box with four rows", async () => {
      const { container } = render(<Textarea aria-label="Notlar" />);
      const textarea = screen.getByRole("textbox", { name: "Notlar" });
      expect(textarea.tagName).toBe("TEXTAREA");
      expect(textarea).toHaveAttribute("rows", "4");
      await expectNoAxeViolations(container);
    });

    describe("after typing on two lines", () => {
      it("keeps the line break and reports the changes", async () => {
        const onChange = vi.fn();
        render(<Textarea aria-label="Notlar" onChange={onChange} />);
        const textarea = screen.getByRole("textbox", { name: "Notlar" });
        await userEvent.type(textarea, "Top{Enter}Forma");
        expect(textarea).toHaveValue("Top\nForma");
        expect(onChange).toHaveBeenCalled();
      });
    });
  });

  describe("given invalid", () => {
    it("sets aria-invalid", async () => {
      const { container } = render(<Textarea aria-label="Açıklama" invalid />);
      expect(screen.getByRole("textbox", { name: "Açıklama" })).toBeInvalid();
      await expectNoAxeViolations(container);
    });
  });

  describe("given disabled", () => {
    it("is disabled", async () => {
      const { container } = render(<Textarea aria-label="Notlar" disabled />);
      expect(screen.getByRole("textbox", { name: "Notlar" })).toBeDisabled();
      await expectNoAxeViolations(container);
    });
  });
});
