import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { sampleAmenityKeys, sampleAmenityLabels } from "../../facilities/amenity-list/fixtures";
import { AmenityPicker, type AmenityPickerProps } from "./amenity-picker";

const amenities: Pick<AmenityPickerProps, "options" | "labels"> = {
  options: sampleAmenityKeys,
  labels: sampleAmenityLabels,
};

describe("AmenityPicker", () => {
  describe("given two chosen amenities", () => {
    it("offers the given amenities by name with the chosen ones checked", async () => {
      const { container } = render(
        <AmenityPicker {...amenities} value={["wifi", "heating"]} onChange={() => {}} />,
      );
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
      render(<AmenityPicker {...amenities} value={["wifi"]} onChange={onChange} />);
      await userEvent.click(screen.getByRole("checkbox", { name: "Duş ve Soyunma Odası" }));
      expect(onChange).toHaveBeenLastCalledWith(["shower_changing_room", "wifi"]);
      await userEvent.click(screen.getByRole("checkbox", { name: "WiFi" }));
      expect(onChange).toHaveBeenLastCalledWith([]);
    });
  });

  describe("given a key without a name", () => {
    it("shows the key as it is", () => {
      render(
        <AmenityPicker
          options={["wifi", "sauna"]}
          labels={sampleAmenityLabels}
          value={[]}
          onChange={() => {}}
        />,
      );
      expect(screen.getAllByRole("checkbox")).toHaveLength(2);
      expect(screen.getByRole("checkbox", { name: "WiFi" })).toBeInTheDocument();
      expect(screen.getByRole("checkbox", { name: "sauna" })).toBeInTheDocument();
    });
  });

  describe("given disabled with an error", () => {
    it("ignores clicks and shows the error", async () => {
      const onChange = vi.fn();
      render(
        <AmenityPicker
          {...amenities}
          value={[]}
          onChange={onChange}
          disabled
          error="Geçersiz saha özelliği"
        />,
      );
      await userEvent.click(screen.getByRole("checkbox", { name: "WiFi" }));
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole("alert")).toHaveTextContent("Geçersiz saha özelliği");
    });
  });
});
