import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { FacilityCard, FacilityCardSkeleton } from "../facility-card";
import { sampleFacilities } from "../facility-card/fixtures";
import { FacilityGrid } from "./facility-grid";

describe("FacilityGrid", () => {
  describe("given cards", () => {
    it("shows every card in order and says its layout", async () => {
      const { container } = render(
        <FacilityGrid layout="list">
          {sampleFacilities.map((facility) => (
            <FacilityCard
              key={facility.id}
              layout="list"
              facility={facility}
              href={`/facilities/${facility.id}`}
            />
          ))}
        </FacilityGrid>,
      );
      expect(screen.getAllByRole("article")).toHaveLength(3);
      expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
        "Yıldız Halı Saha",
        "Arena Spor Tesisleri",
        "Sahil Futbol Sahası",
      ]);
      expect(container.firstElementChild).toHaveAttribute("data-layout", "list");
      expect(container.firstElementChild).not.toHaveAttribute("aria-busy");
      await expectNoAxeViolations(container);
    });
  });

  describe("given loading", () => {
    it("is busy and its skeletons are hidden", async () => {
      const { container } = render(
        <FacilityGrid loading>
          <FacilityCardSkeleton />
          <FacilityCardSkeleton />
        </FacilityGrid>,
      );
      expect(container.firstElementChild).toHaveAttribute("aria-busy", "true");
      expect(container.firstElementChild).toHaveAttribute("data-layout", "grid");
      expect(screen.queryByRole("article")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });
});
