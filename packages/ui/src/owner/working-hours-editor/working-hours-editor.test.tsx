import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { defaultWeek } from "./fixtures";
import { summariseHours, WorkingHoursEditor, type WorkingDayValue } from "./working-hours-editor";

function Editor({ onChange = () => {} }: { onChange?: (value: WorkingDayValue[]) => void }) {
  const [value, setValue] = useState(defaultWeek());
  return (
    <WorkingHoursEditor
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const dayButton = (name: RegExp) =>
  within(screen.getByRole("group", { name: "Gün seçimi" })).getByRole("button", { name });

// 24 slot buttons and an axe run: slow on a busy machine.
describe("WorkingHoursEditor", { timeout: 30_000 }, () => {
  describe("given the default week", () => {
    it("shows every day 09:00-22:00 with Monday's 24 slots", async () => {
      const { container } = render(<Editor />);
      expect(dayButton(/^Pazartesi:/)).toHaveAccessibleName(/^Pazartesi:\s?09:00 - 22:00$/);
      expect(dayButton(/^Pazar:/)).toHaveAttribute("aria-pressed", "false");
      const slots = within(screen.getByRole("group", { name: "Pazartesi saat dilimleri" })).getAllByRole(
        "button",
      );
      expect(slots).toHaveLength(24);
      expect(screen.getByRole("button", { name: "09:00" })).toHaveAttribute("aria-pressed", "true");
      expect(screen.getByRole("button", { name: "22:00" })).toHaveAttribute("aria-pressed", "false");
      await expectNoAxeViolations(container);
    });
  });

  describe("after the shortcuts", () => {
    it("sets the preset, all day and closed on the chosen day only", async () => {
      const onChange = vi.fn();
      render(<Editor onChange={onChange} />);
      await userEvent.click(dayButton(/^Salı:/));
      await userEvent.click(screen.getByRole("button", { name: "Varsayılan saatler (15:00-03:00)" }));
      expect(dayButton(/^Salı:/)).toHaveAccessibleName(/^Salı:\s?15:00 - 03:00$/);
      await userEvent.click(screen.getByRole("button", { name: "Tüm gün açık" }));
      expect(dayButton(/^Salı:/)).toHaveAccessibleName(/^Salı:\s?24 saat açık$/);
      await userEvent.click(screen.getByRole("button", { name: "Tüm gün kapalı" }));
      expect(dayButton(/^Salı:/)).toHaveAccessibleName(/^Salı:\s?Kapalı$/);
      expect(screen.getByRole("checkbox", { name: "Salı açık" })).not.toBeChecked();
      expect(dayButton(/^Pazartesi:/)).toHaveAccessibleName(/^Pazartesi:\s?09:00 - 22:00$/);
      const last = onChange.mock.calls.at(-1)![0] as WorkingDayValue[];
      expect(last[1]).toEqual({ day: "tuesday", isOpen: false, hours: [] });
    });

    it("toggles single hours", async () => {
      render(<Editor />);
      await userEvent.click(screen.getByRole("button", { name: "22:00" }));
      expect(dayButton(/^Pazartesi:/)).toHaveAccessibleName(/^Pazartesi:\s?09:00 - 23:00$/);
      await userEvent.click(screen.getByRole("button", { name: "09:00" }));
      expect(dayButton(/^Pazartesi:/)).toHaveAccessibleName(/^Pazartesi:\s?10:00 - 23:00$/);
    });
  });

  describe("after 'Bu günü tüm günlere uygula'", () => {
    it("copies the day only after 'Evet'", async () => {
      render(<Editor />);
      await userEvent.click(screen.getByRole("button", { name: "Tüm gün açık" }));
      await userEvent.click(screen.getByRole("button", { name: "Bu günü tüm günlere uygula" }));
      await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Hayır" }));
      expect(dayButton(/^Cuma:/)).toHaveAccessibleName(/^Cuma:\s?09:00 - 22:00$/);
      await userEvent.click(screen.getByRole("button", { name: "Bu günü tüm günlere uygula" }));
      await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Evet" }));
      expect(dayButton(/^Cuma:/)).toHaveAccessibleName(/^Cuma:\s?24 saat açık$/);
    });
  });

  describe("given disabled", () => {
    it("does not change", async () => {
      const onChange = vi.fn();
      render(<WorkingHoursEditor value={defaultWeek()} onChange={onChange} disabled error="Hata" />);
      await userEvent.click(screen.getByRole("button", { name: "10:00" }));
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole("alert")).toHaveTextContent("Hata");
    });
  });

  it("summarises hours as a ring", () => {
    expect(summariseHours({ day: "monday", isOpen: true, hours: ["23:00", "00:00", "01:00", "10:00"] })).toBe(
      "10:00 - 11:00, 23:00 - 02:00",
    );
    expect(summariseHours({ day: "monday", isOpen: false, hours: ["10:00"] })).toBe("Kapalı");
  });
});
