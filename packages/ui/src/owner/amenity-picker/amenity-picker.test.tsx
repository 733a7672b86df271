import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { AmenityPicker } from "./amenity-picker";

describe("AmenityPicker", () => {
  describe("given two chosen amenities", () => {
    it("offers the 13 amenities with the chosen ones checked", async () => {
      const { container } = render(<AmenityPicker value={["wifi", "heating"]} onChange={() => {}} />);
      expect(screen.getAllByRole("checkbox")).toHaveLength(13);
      expect(screen.getByRole("checkbox", { name: "WiFi" })).toBeChecked();
      expect(screen.getByRole("checkbox", { name: "Isıtma" })).toBeChecked();
      expect(screen.getByRole("checkbox", { name: "Hakem" })).not.toBeChecked();
      expect(screen.getByRole("group", { name: "Saha Özellikleri" })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("after ticking and unticking", () => {
    it("reports the keys in list order", async () => {
      const onChange = vi.fn();
      render(<AmenityPicker value={["wifi"]} onChange={onChange} />);
      await userEvent.click(screen.getByRole("checkbox", { name: "Duş ve Soyunma Odası" }));
      expect(onChange).toHaveBeenLastCalledWith(["shower_changing_room", "wifi"]);
      await userEvent.click(screen.getByRole("checkbox", { name: "WiFi" }));
      expect(onChange).toHaveBeenLastCalledWith([]);
    });
  });

  describe("given disabled with an error", () => {
    it("ignores clicks and shows the error", async () => {
      const onChange = vi.fn();
      render(<AmenityPicker value={[]} onChange={onChange} disabled error="Geçersiz saha özelliği" />);
      await userEvent.click(screen.getByRole("checkbox", { name: "WiFi" }));
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole("alert")).toHaveTextContent("Geçersiz saha özelliği");
    });
  });
});
