import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { vi } from "vitest";
import { FormField } from "../../forms/form-field";
import { expectNoAxeViolations } from "../../test/axe";
import { OtpInput, type OtpInputProps } from "./otp-input";

/** A parent that keeps the value, as a screen or react-hook-form's Controller does. */
function Controlled({ initial = "", ...props }: Omit<OtpInputProps, "value"> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <OtpInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const box = (position: number) => screen.getByRole("textbox", { name: `Kodun ${position}. hanesi` });
const values = () => screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value);

describe("OtpInput", () => {
  describe("given an empty value inside a FormField", () => {
    it("shows six labelled numeric boxes in a named group, the first one labelled by the field", async () => {
      const { container } = render(
        <FormField label="Doğrulama Kodu" hint="Telefonunuza gönderilen 6 haneli kodu girin">
          {(control) => <Controlled {...control} />}
        </FormField>,
      );
      expect(screen.getByRole("group", { name: "Doğrulama kodu" })).toBeInTheDocument();
      expect(screen.getAllByRole("textbox")).toHaveLength(6);
      expect(screen.getByLabelText("Doğrulama Kodu")).toBe(box(1));
      for (const input of screen.getAllByRole("textbox")) {
        expect(input).toHaveAttribute("inputmode", "numeric");
        expect(input).toHaveAttribute("autocomplete", "one-time-code");
        expect(input).toHaveAccessibleDescription("Telefonunuza gönderilen 6 haneli kodu girin");
      }
      await expectNoAxeViolations(container);
    });

    it("is one tab stop", async () => {
      render(
        <>
          <Controlled />
          <button type="button">Doğrula</button>
        </>,
      );
      await userEvent.tab();
      expect(box(1)).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole("button", { name: "Doğrula" })).toHaveFocus();
    });
  });

  describe("after typing a code", () => {
    it("fills the boxes one by one, reports each change and the completed code once", async () => {
      const onChange = vi.fn();
      const onComplete = vi.fn();
      render(<Controlled onChange={onChange} onComplete={onComplete} />);
      await userEvent.click(box(1));
      await userEvent.keyboard("123456");
      expect(values()).toEqual(["1", "2", "3", "4", "5", "6"]);
      expect(onChange.mock.calls.map(([value]) => value)).toEqual(["1", "12", "123", "1234", "12345", "123456"]);
      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(onComplete).toHaveBeenCalledWith("123456");
      expect(box(6)).toHaveFocus();
    });

    it("refuses letters and other characters", async () => {
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      await userEvent.click(box(1));
      await userEvent.keyboard("a-1 b");
      expect(values()).toEqual(["1", "", "", "", "", ""]);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(box(2)).toHaveFocus();
    });
  });

  describe("given a full code", () => {
    describe("after Backspace twice", () => {
      it("clears the last box, then moves back and clears the one before", async () => {
        render(<Controlled initial="123456" />);
        await userEvent.click(box(6));
        await userEvent.keyboard("{Backspace}");
        expect(values()).toEqual(["1", "2", "3", "4", "5", ""]);
        expect(box(6)).toHaveFocus();
        await userEvent.keyboard("{Backspace}");
        expect(values()).toEqual(["1", "2", "3", "4", "", ""]);
        expect(box(5)).toHaveFocus();
      });
    });

    describe("after moving with the arrow keys and typing", () => {
      it("replaces the digit in the box it reached", async () => {
        const onComplete = vi.fn();
        render(<Controlled initial="123456" onComplete={onComplete} />);
        await userEvent.click(box(6));
        await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
        expect(box(3)).toHaveFocus();
        await userEvent.keyboard("{ArrowRight}");
        expect(box(4)).toHaveFocus();
        await userEvent.keyboard("9");
        expect(values()).toEqual(["1", "2", "3", "9", "5", "6"]);
        expect(box(5)).toHaveFocus();
        expect(onComplete).toHaveBeenCalledWith("123956");
        await userEvent.keyboard("{Home}");
        expect(box(1)).toHaveFocus();
        await userEvent.keyboard("{End}");
        expect(box(6)).toHaveFocus();
      });
    });
  });

  describe("given a partly typed code", () => {
    describe("after a click on a later, empty box", () => {
      it("sends focus to the first empty box", async () => {
        render(<Controlled initial="12" />);
        await userEvent.click(box(5));
        expect(box(3)).toHaveFocus();
      });
    });

    describe("after ArrowRight past the first empty box", () => {
      it("stays on the first empty box", async () => {
        render(<Controlled initial="12" />);
        await userEvent.click(box(3));
        await userEvent.keyboard("{ArrowRight}");
        expect(box(3)).toHaveFocus();
      });
    });
  });

  describe("after pasting a code with spaces", () => {
    it("fills every box and completes", async () => {
      const onComplete = vi.fn();
      render(<Controlled onComplete={onComplete} />);
      await userEvent.click(box(1));
      await userEvent.paste("123 456");
      expect(values()).toEqual(["1", "2", "3", "4", "5", "6"]);
      expect(onComplete).toHaveBeenCalledWith("123456");
      expect(box(6)).toHaveFocus();
    });

    it("fills from the first box even when pasted into a later one", async () => {
      render(<Controlled initial="98" />);
      await userEvent.click(box(3));
      await userEvent.paste(" 654 321 ");
      expect(values()).toEqual(["6", "5", "4", "3", "2", "1"]);
    });
  });

  describe("after pasting part of a code", () => {
    it("fills from the box it was pasted in", async () => {
      render(<Controlled initial="1" />);
      await userEvent.click(box(2));
      await userEvent.paste("23");
      expect(values()).toEqual(["1", "2", "3", "", "", ""]);
      expect(box(4)).toHaveFocus();
    });

    it("ignores text without digits", async () => {
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      await userEvent.click(box(1));
      await userEvent.paste("kod");
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe("after the system autofills the whole code into one box", () => {
    it("spreads it over the boxes", () => {
      const onComplete = vi.fn();
      render(<Controlled onComplete={onComplete} />);
      fireEvent.change(box(1), { target: { value: "482913" } });
      expect(values()).toEqual(["4", "8", "2", "9", "1", "3"]);
      expect(onComplete).toHaveBeenCalledWith("482913");
    });
  });

  describe("given react-hook-form's field props", () => {
    it("hands the first box to ref, submits under the name and reports blur only when leaving the field", async () => {
      const ref = createRef<HTMLInputElement>();
      const onBlur = vi.fn();
      const { container } = render(
        <form>
          <Controlled ref={ref} name="otp" initial="12" onBlur={onBlur} />
          <button type="button">Doğrula</button>
        </form>,
      );
      expect(ref.current).toBe(box(1));
      expect(container.querySelector('input[type="hidden"][name="otp"]')).toHaveValue("12");
      await userEvent.click(box(1));
      await userEvent.keyboard("{ArrowRight}");
      expect(onBlur).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole("button", { name: "Doğrula" }));
      expect(onBlur).toHaveBeenCalledTimes(1);
    });
  });

  describe("given an error from FormField", () => {
    it("marks every box invalid and describes it with the message", async () => {
      const { container } = render(
        <FormField label="Doğrulama Kodu" error="Kod zorunludur" required>
          {(control) => <Controlled {...control} />}
        </FormField>,
      );
      for (const input of screen.getAllByRole("textbox")) {
        expect(input).toBeInvalid();
        expect(input).toHaveAccessibleDescription("Kod zorunludur");
      }
      await expectNoAxeViolations(container);
    });
  });

  describe("given invalid", () => {
    it("marks every box invalid", () => {
      render(<Controlled initial="12345" invalid />);
      for (const input of screen.getAllByRole("textbox")) expect(input).toBeInvalid();
    });
  });

  describe("given disabled", () => {
    it("disables every box", async () => {
      const { container } = render(<Controlled initial="123" disabled />);
      for (const input of screen.getAllByRole("textbox")) expect(input).toBeDisabled();
      await expectNoAxeViolations(container);
    });
  });

  describe("given autoFocus", () => {
    it("focuses the first empty box", () => {
      render(<Controlled initial="12" autoFocus />);
      expect(box(3)).toHaveFocus();
    });
  });

  describe("given a length of 4 and no value prop", () => {
    it("keeps its own value and completes after four digits", async () => {
      const onComplete = vi.fn();
      render(<OtpInput length={4} defaultValue="7" onComplete={onComplete} aria-label="Onay kodu" />);
      expect(screen.getByRole("group", { name: "Onay kodu" })).toBeInTheDocument();
      expect(screen.getAllByRole("textbox")).toHaveLength(4);
      await userEvent.click(box(2));
      await userEvent.keyboard("890");
      expect(values()).toEqual(["7", "8", "9", "0"]);
      expect(onComplete).toHaveBeenCalledWith("7890");
    });
  });
});
