import { render, screen, within } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { HoursTable, weekdayNumber } from "./hours-table";
import { sampleWeek } from "./fixtures";

describe("weekdayNumber", () => {
  it("reads numbers and keys", () => {
    expect(weekdayNumber(7)).toBe(7);
    expect(weekdayNumber("monday")).toBe(1);
    expect(weekdayNumber(8)).toBeNull();
    expect(weekdayNumber("pzt")).toBeNull();
  });
});

describe("HoursTable", () => {
  describe("given a week and today", () => {
    it("shows Monday to Sunday with their hours, closed days and today marked", async () => {
      const { container } = render(<HoursTable workingHours={[...sampleWeek].reverse()} today={3} />);
      const table = screen.getByRole("table", { name: "Çalışma Saatleri" });
      const rows = within(table).getAllByRole("row").slice(1);
      expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
        "Pazartesi",
        "Salı",
        "Çarşamba(Bugün)",
        "Perşembe",
        "Cuma",
        "Cumartesi",
        "Pazar",
      ]);
      expect(rows.map((row) => within(row).getByRole("cell").textContent)).toEqual([
        "09:00 - 00:00",
        "09:00 - 00:00",
        "09:00 - 22:00",
        "09:00 - 22:00",
        "15:00 - 03:00",
        "24 saat açık",
        "Kapalı",
      ]);
      expect(rows[2]).toHaveAttribute("aria-current", "date");
      expect(rows[0]).not.toHaveAttribute("aria-current");
      await expectNoAxeViolations(container);
    });
  });

  describe("given a day marked closed that still lists hours", () => {
    it("says 'Kapalı'", () => {
      render(
        <HoursTable workingHours={[{ day: "tuesday", isOpen: false, hours: ["09:00"] }]} today="tuesday" />,
      );
      const row = screen.getByRole("row", { name: /Salı/ });
      expect(within(row).getByRole("cell")).toHaveTextContent("Kapalı");
      expect(row).toHaveAttribute("aria-current", "date");
    });
  });

  describe("given no working hours", () => {
    it("says so instead of a table", async () => {
      const { container } = render(<HoursTable workingHours={[]} />);
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      expect(screen.getByText("Çalışma saatleri belirtilmemiş")).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });
});
