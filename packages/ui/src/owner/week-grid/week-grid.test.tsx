import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectNoAxeViolations } from "../../test/axe";
import { sampleDays, sampleEntries, sampleToday } from "./fixtures";
import { WeekGrid, weekGridRows } from "./week-grid";

function renderGrid(props: Partial<React.ComponentProps<typeof WeekGrid>> = {}) {
  const handlers = {
    onEmptyCellClick: vi.fn(),
    onReservationClick: vi.fn(),
    onWeekChange: vi.fn(),
    onRefresh: vi.fn(),
  };
  const view = render(
    <WeekGrid days={sampleDays} entries={sampleEntries} today={sampleToday} {...handlers} {...props} />,
  );
  return { ...view, ...handlers };
}

describe("WeekGrid", () => {
  describe("given a week", () => {
    it("shows Monday first, today marked, hour rows 07:00 to 23:00 and the hours past midnight", async () => {
      const { container } = renderGrid();
      const headers = screen.getAllByRole("columnheader").map((cell) => cell.textContent);
      expect(headers[0]).toBe("Saat");
      expect(headers[1]).toMatch(/^Pzt/);
      expect(headers[7]).toMatch(/^Paz/);
      expect(screen.getByRole("columnheader", { current: "date" })).toHaveTextContent("Bugün");
      const rows = screen.getAllByRole("rowheader").map((cell) => cell.textContent);
      expect(rows[0]).toBe("07:00");
      expect(rows.slice(-4)).toEqual(["23:00", "00:00", "01:00", "02:00"]);
      expect(screen.getByText("2 Mart 2026 - 8 Mart 2026")).toBeInTheDocument();
      await expectNoAxeViolations(container);
    }, 30_000);

    it("names each block with its day, hours, contact and status; subscribers say so", () => {
      renderGrid();
      expect(
        screen.getByRole("button", { name: /^Şükrü Öztürk\s*20:00 - 21:00\s*, Çarşamba 4 Mar, Beklemede$/ }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole("button", { name: /^Cuma Takımı\s*18:00 - 20:00\s*, Cuma 6 Mar, Abonelik$/ }),
      ).toBeInTheDocument();
      // Saturday's 01:00 stays under Friday.
      expect(
        screen.getByRole("button", { name: /^Gece Maçı\s*01:00 - 02:00\s*, Cuma 6 Mar, Onaylandı$/ }),
      ).toBeInTheDocument();
    });

    it("offers only free open hours that have not started", () => {
      renderGrid();
      const free = screen.getAllByRole("button", { name: /boş, rezervasyon ekle$/ });
      // Wednesday before 18:00 has started, Monday and Tuesday are over, Sunday is shut.
      expect(free.some((b) => b.getAttribute("aria-label")?.startsWith("Çarşamba 4 Mar, 17:00"))).toBe(false);
      expect(free.some((b) => b.getAttribute("aria-label")?.startsWith("Çarşamba 4 Mar, 18:00"))).toBe(true);
      expect(free.some((b) => b.getAttribute("aria-label")?.startsWith("Pazartesi"))).toBe(false);
      expect(free.some((b) => b.getAttribute("aria-label")?.startsWith("Pazar "))).toBe(false);
      expect(free.some((b) => b.getAttribute("aria-label")?.startsWith("Cuma 6 Mar, 19:00"))).toBe(false);
    });
  });

  describe("after a click", () => {
    it("reports the empty hour with its business day and calendar date", async () => {
      const { onEmptyCellClick } = renderGrid();
      await userEvent.click(
        screen.getByRole("button", { name: "Perşembe 5 Mar, 00:00 - 01:00: boş, rezervasyon ekle" }),
      );
      expect(onEmptyCellClick).toHaveBeenCalledWith({
        day: "2026-03-05",
        date: "2026-03-06",
        startTime: "00:00",
        endTime: "01:00",
      });
    });

    it("reports the block, the week to show and the refresh", async () => {
      const { onReservationClick, onWeekChange, onRefresh } = renderGrid();
      await userEvent.click(screen.getByRole("button", { name: /Ayşe Çelik/ }));
      expect(onReservationClick).toHaveBeenCalledWith(expect.objectContaining({ key: "r3" }));
      await userEvent.click(screen.getByRole("button", { name: "Önceki Hafta" }));
      expect(onWeekChange).toHaveBeenLastCalledWith("2026-02-23");
      await userEvent.click(screen.getByRole("button", { name: "Sonraki Hafta" }));
      expect(onWeekChange).toHaveBeenLastCalledWith("2026-03-09");
      await userEvent.click(screen.getByRole("button", { name: "Yenile" }));
      expect(onRefresh).toHaveBeenCalled();
    });
  });

  describe("given disabled", () => {
    it("disables every cell and block", () => {
      renderGrid({ disabled: true });
      const grid = screen.getByRole("table");
      for (const button of within(grid).getAllByRole("button")) expect(button).toBeDisabled();
    });
  });

  describe("given loading or an error", () => {
    it("shows placeholders while loading", async () => {
      const { container } = renderGrid({ loading: true });
      expect(screen.getByRole("region", { name: "Haftalık takvim" })).toHaveAttribute("aria-busy", "true");
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it("shows the error with a retry", async () => {
      const onRetry = vi.fn();
      const { container } = renderGrid({ error: "Takvim yüklenemedi.", onRetry });
      expect(screen.getByRole("alert")).toHaveTextContent("Takvim yüklenemedi.");
      await userEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
      expect(onRetry).toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });
  });
});

describe("weekGridRows", () => {
  it("keeps 07:00-23:00 for a day within them and stretches for earlier and later hours", () => {
    expect(weekGridRows([{ date: "2026-03-02", slots: [] }])).toEqual(
      Array.from({ length: 17 }, (_, i) => 7 + i),
    );
    const early = weekGridRows([
      { date: "2026-03-02", slots: [{ date: "2026-03-02", startTime: "06:00", endTime: "07:00" }] },
    ]);
    expect(early[0]).toBe(6);
    const late = weekGridRows(sampleDays);
    expect(late.at(-1)).toBe(26);
  });
});
