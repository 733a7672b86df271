import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { sampleSlots } from "./fixtures";
import { SlotPicker, type SlotPickerProps } from "./slot-picker";

function Controlled(props: Partial<SlotPickerProps>) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <SlotPicker
      slots={sampleSlots}
      {...props}
      value={value}
      onChange={(time, slot) => {
        setValue(time);
        props.onChange?.(time, slot);
      }}
    />
  );
}

const group = () => screen.getByRole("radiogroup", { name: "Saat" });
const slot = (name: string) => within(group()).getByRole("radio", { name });

describe("SlotPicker", () => {
  describe("given the day's slots", () => {
    it("is a radio group of the hours, each saying whether it is free", async () => {
      const { container } = render(<Controlled />);
      expect(within(group()).getAllByRole("radio")).toHaveLength(12);
      expect(slot("19:00 - 20:00")).toBeEnabled();
      expect(slot("19:00 - 20:00")).toHaveAccessibleDescription("Müsait");
      expect(slot("20:00 - 21:00")).toBeDisabled();
      expect(slot("20:00 - 21:00")).toHaveAccessibleDescription("Dolu");
      expect(slot("15:00 - 16:00")).toBeDisabled();
      expect(slot("15:00 - 16:00")).toHaveAccessibleDescription("Geçti");
      expect(within(group()).queryByRole("radio", { checked: true })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("after a click on a free slot", () => {
    it("reports it and marks it chosen", async () => {
      const onChange = vi.fn();
      const { container } = render(<Controlled onChange={onChange} />);
      await userEvent.click(screen.getByText("22:00 - 23:00"));
      expect(onChange).toHaveBeenCalledWith("22:00 - 23:00", { time: "22:00 - 23:00", status: true });
      expect(slot("22:00 - 23:00")).toBeChecked();
      expect(slot("22:00 - 23:00")).toHaveAccessibleDescription("Seçildi");
      await expectNoAxeViolations(container);
    });
  });

  describe("after a click on a full or past slot", () => {
    it("reports nothing", async () => {
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      await userEvent.click(screen.getByText("20:00 - 21:00"));
      await userEvent.click(screen.getByText("16:00 - 17:00"));
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe("given the keyboard", () => {
    it("enters on the chosen slot and moves with the arrows over the free ones", async () => {
      const onChange = vi.fn();
      render(
        <>
          <button type="button">Önce</button>
          <Controlled onChange={onChange} value="19:00 - 20:00" />
        </>,
      );
      await userEvent.click(screen.getByRole("button", { name: "Önce" }));
      await userEvent.tab();
      expect(slot("19:00 - 20:00")).toHaveFocus();
      // Radix chooses the card an arrow focuses while the key is down (the focus moves a tick later)
      await userEvent.keyboard("{ArrowRight>}");
      await waitFor(() => expect(slot("22:00 - 23:00")).toHaveFocus());
      await userEvent.keyboard("{/ArrowRight}");
      expect(slot("22:00 - 23:00")).toBeChecked();
      expect(onChange).toHaveBeenLastCalledWith("22:00 - 23:00", { time: "22:00 - 23:00", status: true });
    });
  });

  describe("given an error", () => {
    it("marks the group invalid and describes it with the message", async () => {
      const { container } = render(<Controlled error="Lütfen bir saat dilimi seçin" required />);
      expect(group()).toHaveAttribute("aria-invalid", "true");
      expect(group()).toHaveAttribute("aria-required", "true");
      expect(group()).toHaveAccessibleDescription("Lütfen bir saat dilimi seçin");
      await expectNoAxeViolations(container);
    });
  });

  describe("given disabled", () => {
    it("disables every slot and keeps the choice shown", async () => {
      const { container } = render(<Controlled disabled value="23:00 - 00:00" />);
      for (const radio of within(group()).getAllByRole("radio")) expect(radio).toBeDisabled();
      expect(slot("23:00 - 00:00")).toBeChecked();
      await expectNoAxeViolations(container);
    });
  });

  describe("given loading", () => {
    it("says the hours load, with placeholders and no radios", async () => {
      const { container } = render(<Controlled loading />);
      expect(screen.getByText("Saatler yükleniyor")).toBeInTheDocument();
      expect(screen.getByText("Saatler yükleniyor").parentElement).toHaveAttribute("aria-busy", "true");
      expect(screen.queryByRole("radio")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given no slots", () => {
    it("says there is no free hour", async () => {
      const { container } = render(<Controlled slots={[]} />);
      expect(screen.getByText("Bu tarih için uygun saat bulunmuyor")).toBeVisible();
      expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it("uses a given message", () => {
      render(<Controlled slots={[]} emptyMessage="Tesis bu gün kapalı" />);
      expect(screen.getByText("Tesis bu gün kapalı")).toBeVisible();
    });
  });

  describe("given a load error", () => {
    it("shows the message and retries on request", async () => {
      const onRetry = vi.fn();
      const { container } = render(
        <Controlled loadError="Saatler yüklenirken bir hata oluştu." onRetry={onRetry} />,
      );
      expect(screen.getByRole("alert")).toHaveTextContent("Saatler yüklenirken bir hata oluştu.");
      await userEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole("radio")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given hours past midnight with their real date", () => {
    it("shows the note under the time and reads it with the slot", async () => {
      const slots = [
        { time: "23:00 - 00:00", status: true },
        { time: "00:00 - 01:00", status: true, note: "Ertesi gün · 6 Mart" },
      ];
      const { container } = render(<SlotPicker slots={slots} />);
      const radio = screen.getByRole("radio", { name: "00:00 - 01:00" });
      expect(radio).toHaveAccessibleDescription("Ertesi gün · 6 Mart Müsait");
      expect(screen.getByRole("radio", { name: "23:00 - 00:00" })).toHaveAccessibleDescription("Müsait");
      await expectNoAxeViolations(container);
    });
  });
});
