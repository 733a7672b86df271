import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { RadioCard, RadioCardGroup, RadioCardMark, type RadioCardGroupProps } from "./radio-cards";

function Sizes(props: Partial<RadioCardGroupProps>) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <RadioCardGroup
      label="Saha boyutu"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    >
      <RadioCard value="5" aria-describedby="five-note">
        5 vs 5 <span id="five-note">küçük saha</span>
        <RadioCardMark />
      </RadioCard>
      <RadioCard value="7">7 vs 7</RadioCard>
      <RadioCard value="11" disabled>
        11 vs 11
      </RadioCard>
    </RadioCardGroup>
  );
}

const group = () => screen.getByRole("radiogroup", { name: "Saha boyutu" });
const card = (name: RegExp) => within(group()).getByRole("radio", { name });

describe("RadioCardGroup", () => {
  describe("given cards", () => {
    it("is a labelled radio group, nothing chosen", async () => {
      const { container } = render(<Sizes />);
      expect(within(group()).getAllByRole("radio")).toHaveLength(3);
      expect(card(/^5 vs 5/)).toHaveAccessibleDescription("küçük saha");
      expect(card(/^11 vs 11/)).toBeDisabled();
      expect(within(group()).queryByRole("radio", { checked: true })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("after a click on a card", () => {
    it("reports its value and marks it chosen", async () => {
      const onValueChange = vi.fn();
      render(<Sizes onValueChange={onValueChange} />);
      await userEvent.click(card(/^7 vs 7/));
      expect(onValueChange).toHaveBeenCalledWith("7");
      expect(card(/^7 vs 7/)).toBeChecked();
    });
  });

  describe("given the keyboard", () => {
    it("enters on the chosen card and chooses with the arrows, skipping disabled cards", async () => {
      const onValueChange = vi.fn();
      render(<Sizes value="7" onValueChange={onValueChange} />);
      await userEvent.tab();
      expect(card(/^7 vs 7/)).toHaveFocus();
      // Radix chooses the card an arrow focuses while the key is down (the focus moves a tick later)
      await userEvent.keyboard("{ArrowDown>}");
      await waitFor(() => expect(card(/^5 vs 5/)).toHaveFocus());
      await userEvent.keyboard("{/ArrowDown}");
      expect(onValueChange).toHaveBeenLastCalledWith("5");
    });
  });

  describe("given an error", () => {
    it("marks the group invalid and required, described by the message", async () => {
      const { container } = render(<Sizes required error="Lütfen bir saha boyutu seçin" hint="Boyut fiyatı değiştirmez" />);
      expect(group()).toHaveAttribute("aria-invalid", "true");
      expect(group()).toHaveAttribute("aria-required", "true");
      expect(group()).toHaveAccessibleDescription("Lütfen bir saha boyutu seçin Boyut fiyatı değiştirmez");
      await expectNoAxeViolations(container);
    });
  });

  describe("given disabled", () => {
    it("disables every card", () => {
      render(<Sizes disabled value="5" />);
      for (const radio of within(group()).getAllByRole("radio")) expect(radio).toBeDisabled();
      expect(card(/^5 vs 5/)).toBeChecked();
    });
  });

  describe("given a fallback", () => {
    it("shows it instead of the cards, under the label", () => {
      render(<Sizes fallback={<p>Boyutlar yükleniyor</p>} />);
      expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
      expect(screen.getByText("Saha boyutu")).toBeInTheDocument();
      expect(screen.getByText("Boyutlar yükleniyor")).toBeInTheDocument();
    });
  });
});
