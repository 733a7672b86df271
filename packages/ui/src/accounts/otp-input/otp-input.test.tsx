import { render, screen } from "@testing-library/react";
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

const field = () => screen.getByRole("textbox", { name: "Doğrulama kodu" });
const boxes = () => Array.from(document.querySelectorAll("[data-slot=otp-input-box]")).map((box) => box.textContent);

describe("OtpInput", () => {
  describe("given an empty value inside a FormField", () => {
    it("is one numeric field named by the label, drawn as six empty boxes", async () => {
      const { container } = render(
        <FormField label="Doğrulama Kodu" hint="Telefonunuza gönderilen 6 haneli kodu girin">
          {(control) => <Controlled {...control} />}
        </FormField>,
      );
      const input = screen.getByRole("textbox", { name: "Doğrulama Kodu" });
      expect(screen.getAllByRole("textbox")).toHaveLength(1);
      expect(input).toHaveAttribute("inputmode", "numeric");
      expect(input).toHaveAttribute("autocomplete", "one-time-code");
      expect(input).toHaveAttribute("maxlength", "6");
      expect(input).toHaveAccessibleDescription("Telefonunuza gönderilen 6 haneli kodu girin");
      expect(boxes()).toEqual(["", "", "", "", "", ""]);
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
      expect(field()).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole("button", { name: "Doğrula" })).toHaveFocus();
    });
  });

  describe("after typing a code", () => {
    it("fills the boxes one by one, reports each change and the completed code once", async () => {
      const onChange = vi.fn();
      const onComplete = vi.fn();
      render(<Controlled onChange={onChange} onComplete={onComplete} />);
      await userEvent.type(field(), "123456");
      expect(boxes()).toEqual(["1", "2", "3", "4", "5", "6"]);
      expect(onChange).toHaveBeenCalledTimes(6);
      expect(onChange).toHaveBeenLastCalledWith("123456");
      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(onComplete).toHaveBeenCalledWith("123456");
    });

    it("refuses letters and other characters", async () => {
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      await userEvent.type(field(), "1a-2");
      expect(field()).toHaveValue("12");
      expect(boxes()).toEqual(["1", "2", "", "", "", ""]);
    });

    it("clears the last digit with Backspace", async () => {
      render(<Controlled initial="123" />);
      await userEvent.type(field(), "{Backspace}");
      expect(field()).toHaveValue("12");
    });
  });

  describe("after pasting a code", () => {
    it("keeps its digits only ('123 456') and completes", async () => {
      const onComplete = vi.fn();
      render(<Controlled onComplete={onComplete} />);
      await userEvent.click(field());
      await userEvent.paste("123 456");
      expect(field()).toHaveValue("123456");
      expect(onComplete).toHaveBeenCalledWith("123456");
    });
  });

  describe("given a value with other characters", () => {
    it("shows its digits only", () => {
      render(<OtpInput value="12-34" />);
      expect(boxes()).toEqual(["1", "2", "3", "4", "", ""]);
    });
  });

  describe("given react-hook-form's field props", () => {
    it("hands the input to ref, submits under the name and reports blur", async () => {
      const ref = createRef<HTMLInputElement>();
      const onBlur = vi.fn();
      const { container } = render(
        <form>
          <Controlled ref={ref} name="otp" initial="1234" onBlur={onBlur} />
          <button type="button">Sonra</button>
        </form>,
      );
      expect(ref.current).toBe(field());
      expect(new FormData(container.querySelector("form")!).get("otp")).toBe("1234");
      await userEvent.click(field());
      await userEvent.click(screen.getByRole("button", { name: "Sonra" }));
      expect(onBlur).toHaveBeenCalledTimes(1);
    });
  });

  describe("given an error from FormField", () => {
    it("marks the field invalid and describes it with the message", async () => {
      const { container } = render(
        <FormField label="Doğrulama Kodu" error="Doğrulama kodu 6 haneli olmalıdır" required>
          {(control) => <Controlled {...control} initial="12" />}
        </FormField>,
      );
      const input = screen.getByRole("textbox", { name: "Doğrulama Kodu" });
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAttribute("aria-required", "true");
      expect(input).toHaveAccessibleDescription("Doğrulama kodu 6 haneli olmalıdır");
      await expectNoAxeViolations(container);
    });
  });

  describe("given invalid", () => {
    it("marks the field invalid", () => {
      render(<OtpInput invalid />);
      expect(field()).toHaveAttribute("aria-invalid", "true");
    });
  });

  describe("given disabled", () => {
    it("disables the field", async () => {
      const { container } = render(<OtpInput disabled value="12" />);
      expect(field()).toBeDisabled();
      await expectNoAxeViolations(container);
    });
  });

  describe("given autoFocus", () => {
    it("focuses the field", () => {
      render(<Controlled autoFocus />);
      expect(field()).toHaveFocus();
    });
  });

  describe("uncontrolled with a length of 4", () => {
    it("keeps its own value and completes after four digits", async () => {
      const onComplete = vi.fn();
      render(<OtpInput length={4} defaultValue="1" onComplete={onComplete} />);
      await userEvent.type(field(), "234");
      expect(field()).toHaveValue("1234");
      expect(onComplete).toHaveBeenCalledWith("1234");
    });
  });
});
