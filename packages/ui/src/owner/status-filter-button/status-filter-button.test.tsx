import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { StatusFilterButton, type StatusFilterValue } from "./status-filter-button";

function Cycling({ onValueChange }: { onValueChange: (value: StatusFilterValue) => void }) {
  const [value, setValue] = useState<StatusFilterValue>("all");
  return (
    <StatusFilterButton
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe("StatusFilterButton", () => {
  describe("given all", () => {
    it("reads 'Durum: Tümü' and names the next filter", async () => {
      const { container } = render(<StatusFilterButton value="all" onValueChange={() => {}} />);
      expect(screen.getByText("Durum: Tümü")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Durum: Tümü" })).toHaveAttribute("title", "Sonraki: Aktif");
      await expectNoAxeViolations(container);
    });
  });

  describe("after four clicks", () => {
    it("has cycled active, inactive, pending and back to all", async () => {
      const onValueChange = vi.fn();
      render(<Cycling onValueChange={onValueChange} />);
      for (let i = 0; i < 4; i += 1) await userEvent.click(screen.getByRole("button"));
      expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
        "active",
        "inactive",
        "pending",
        "all",
      ]);
      expect(screen.getByText("Durum: Tümü")).toBeInTheDocument();
    });
  });

  describe("given disabled", () => {
    it("ignores clicks", async () => {
      const onValueChange = vi.fn();
      render(<StatusFilterButton value="pending" disabled onValueChange={onValueChange} />);
      await userEvent.click(screen.getByRole("button"));
      expect(onValueChange).not.toHaveBeenCalled();
    });
  });
});
