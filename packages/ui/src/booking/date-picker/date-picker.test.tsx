import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { isoWeekdayOf } from "@halisaha/data/rules";
import { DatePicker, type DatePickerProps } from "./date-picker";

const today = "2026-11-18";

function Controlled(props: Partial<DatePickerProps>) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <DatePicker
      today={today}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const trigger = () => screen.getByRole("button", { name: /^Tarih/ });
const calendar = () => screen.getByRole("dialog", { name: "Takvim" });
const day = (name: string) => within(calendar()).getByRole("button", { name });

describe("DatePicker", () => {
  describe("given no date", () => {
    it("shows the label and the placeholder on a closed trigger", async () => {
      const { container } = render(<Controlled />);
      expect(trigger()).toHaveAccessibleName("Tarih Tarih seçin");
      expect(trigger()).toHaveAttribute("aria-haspopup", "dialog");
      expect(trigger()).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given a date", () => {
    it("shows it in Turkish on the trigger", () => {
      render(<Controlled value="2026-11-21" />);
      expect(trigger()).toHaveTextContent("21 Kasım 2026 Cumartesi");
      expect(trigger()).toHaveAccessibleName("Tarih 21 Kasım 2026 Cumartesi");
    });
  });

  describe("after a click on the trigger", () => {
    it("opens a Monday-first Turkish calendar of the chosen month, the chosen day focused", async () => {
      render(<Controlled value="2026-11-21" min={today} />);
      await userEvent.click(trigger());
      const grid = within(calendar()).getByRole("grid", { name: "Kasım 2026" });
      // the heads are hidden from screen readers: every day's name says its weekday
      const heads = Array.from(grid.querySelectorAll("thead th"));
      expect(heads.map((head) => head.textContent)).toEqual(["Pzt", "Sal", "Çar", "Per", "Cum", "Cts", "Paz"]);
      expect(day("21 Kasım 2026 Cumartesi")).toHaveFocus();
      expect(day("21 Kasım 2026 Cumartesi").closest("[role=gridcell]")).toHaveAttribute("aria-selected", "true");
      expect(day("18 Kasım 2026 Çarşamba")).toHaveAttribute("aria-current", "date");
      await expectNoAxeViolations(document.body);
    });

    it("opens on today's month when nothing is chosen", async () => {
      render(<Controlled />);
      await userEvent.click(trigger());
      expect(within(calendar()).getByRole("grid", { name: "Kasım 2026" })).toBeInTheDocument();
      expect(day("18 Kasım 2026 Çarşamba")).toHaveFocus();
    });
  });

  describe("after a click on a day", () => {
    it("reports the date, closes and shows it", async () => {
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} min={today} />);
      await userEvent.click(trigger());
      await userEvent.click(day("21 Kasım 2026 Cumartesi"));
      expect(onChange).toHaveBeenCalledWith("2026-11-21");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(trigger()).toHaveTextContent("21 Kasım 2026 Cumartesi");
      expect(trigger()).toHaveFocus();
    });
  });

  describe("given a minimum date", () => {
    it("disables the days before it, which cannot be picked", async () => {
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} min={today} />);
      await userEvent.click(trigger());
      expect(day("17 Kasım 2026 Salı")).toBeDisabled();
      expect(day("18 Kasım 2026 Çarşamba")).toBeEnabled();
      await userEvent.click(day("17 Kasım 2026 Salı"));
      expect(onChange).not.toHaveBeenCalled();
      expect(calendar()).toBeInTheDocument();
      expect(within(calendar()).getByRole("button", { name: "Önceki ay" })).toHaveAttribute("aria-disabled", "true");
    });
  });

  describe("given a maximum date", () => {
    it("disables the days after it and the next month", async () => {
      render(<Controlled min={today} max="2026-11-25" />);
      await userEvent.click(trigger());
      expect(day("26 Kasım 2026 Perşembe")).toBeDisabled();
      expect(within(calendar()).getByRole("button", { name: "Sonraki ay" })).toHaveAttribute("aria-disabled", "true");
    });
  });

  describe("given a day refused by isDateDisabled", () => {
    it("marks it unavailable", async () => {
      render(<Controlled isDateDisabled={(date) => isoWeekdayOf(date) === 1} />);
      await userEvent.click(trigger());
      expect(day("23 Kasım 2026 Pazartesi")).toBeDisabled();
      expect(day("24 Kasım 2026 Salı")).toBeEnabled();
    });
  });

  describe("given the keyboard", () => {
    it("moves by day, week, week end and month, and picks with Enter", async () => {
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} value="2026-11-21" />);
      trigger().focus();
      await userEvent.keyboard("{Enter}");
      expect(day("21 Kasım 2026 Cumartesi")).toHaveFocus();
      await userEvent.keyboard("{ArrowRight}");
      expect(day("22 Kasım 2026 Pazar")).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}");
      expect(day("29 Kasım 2026 Pazar")).toHaveFocus();
      await userEvent.keyboard("{Home}");
      expect(day("23 Kasım 2026 Pazartesi")).toHaveFocus();
      await userEvent.keyboard("{ArrowUp}{ArrowLeft}");
      expect(day("15 Kasım 2026 Pazar")).toHaveFocus();
      await userEvent.keyboard("{End}");
      expect(day("15 Kasım 2026 Pazar")).toHaveFocus();
      await userEvent.keyboard("{PageDown}");
      expect(within(calendar()).getByRole("grid", { name: "Aralık 2026" })).toBeInTheDocument();
      expect(day("15 Aralık 2026 Salı")).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
      expect(within(calendar()).getByRole("grid", { name: "Ocak 2027" })).toBeInTheDocument();
      expect(day("5 Ocak 2027 Salı")).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      expect(onChange).toHaveBeenCalledWith("2027-01-05");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(trigger()).toHaveTextContent("5 Ocak 2027 Salı");
    });

    it("stays inside min and max and keeps one day in the tab order", async () => {
      render(<Controlled min={today} max="2026-11-20" />);
      await userEvent.click(trigger());
      expect(day("18 Kasım 2026 Çarşamba")).toHaveFocus();
      await userEvent.keyboard("{ArrowLeft}");
      expect(day("18 Kasım 2026 Çarşamba")).toHaveFocus();
      await userEvent.keyboard("{PageDown}");
      expect(day("18 Kasım 2026 Çarşamba")).toHaveFocus();
      await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
      expect(day("20 Kasım 2026 Cuma")).toHaveFocus();
      const tabbable = within(calendar())
        .getAllByRole("button")
        .filter((button) => button.closest("[role=gridcell]") && button.tabIndex === 0);
      expect(tabbable).toHaveLength(1);
    });

    it("closes with Escape and gives focus back to the trigger", async () => {
      const onOpenChange = vi.fn();
      render(<Controlled onOpenChange={onOpenChange} />);
      await userEvent.click(trigger());
      await userEvent.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(trigger()).toHaveFocus();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
    });
  });

  describe("after a click on the month buttons", () => {
    it("shows the other month and keeps focus on the button", async () => {
      render(<Controlled value="2026-11-21" />);
      await userEvent.click(trigger());
      const next = within(calendar()).getByRole("button", { name: "Sonraki ay" });
      await userEvent.click(next);
      expect(within(calendar()).getByRole("grid", { name: "Aralık 2026" })).toBeInTheDocument();
      expect(next).toHaveFocus();
      await userEvent.click(within(calendar()).getByRole("button", { name: "Önceki ay" }));
      await userEvent.click(within(calendar()).getByRole("button", { name: "Önceki ay" }));
      expect(within(calendar()).getByRole("grid", { name: "Ekim 2026" })).toBeInTheDocument();
    });
  });

  describe("given an error", () => {
    it("shows the message and describes the trigger with it", async () => {
      const { container } = render(<Controlled error="Tarih seçimi zorunludur" required />);
      expect(trigger()).toHaveAccessibleDescription("Tarih seçimi zorunludur");
      expect(screen.getByText("Tarih seçimi zorunludur")).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });

  describe("given disabled", () => {
    it("does not open", async () => {
      const { container } = render(<Controlled disabled label="Maç günü" />);
      const button = screen.getByRole("button", { name: /^Maç günü/ });
      expect(button).toBeDisabled();
      await userEvent.click(button);
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given a name", () => {
    it("submits the date with a native form", () => {
      const { container } = render(<Controlled name="date" value="2026-11-21" />);
      expect(container.querySelector("input[type=hidden]")).toHaveValue("2026-11-21");
    });
  });
});
