import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { LinkProvider } from "../../lib/link";
import { expectNoAxeViolations } from "../../test/axe";
import { FavouriteButton } from "../favourite-button";
import { FacilityCard, FacilityCardSkeleton, formatLocation } from "./facility-card";
import { sampleFacilities, sampleFacility } from "./fixtures";

describe("FacilityCard", () => {
  describe("given a 480 px card picture beside the large one", () => {
    it("offers both with the sizes of its layout, and keeps the picture's box", () => {
      const facility = { ...sampleFacility, imageUrl: "/u/1.webp", cardUrl: "/u/1-card.webp" };
      const { container, rerender } = render(<FacilityCard facility={facility} href="/facilities/1" />);
      const image = container.querySelector("img");
      expect(image).toHaveAttribute("srcset", "/u/1-card.webp 480w, /u/1.webp 1600w");
      expect(image).toHaveAttribute("sizes", "(min-width: 992px) 384px, (min-width: 768px) 50vw, 100vw");
      expect(image).toHaveAttribute("width", "480");
      expect(image).toHaveAttribute("height", "300");
      rerender(<FacilityCard facility={facility} href="/facilities/1" layout="list" />);
      expect(container.querySelector("img")).toHaveAttribute("sizes", "(min-width: 768px) 256px, (min-width: 576px) 224px, 100vw");
    });

    it("offers the large one alone without a card picture", () => {
      const { container } = render(<FacilityCard facility={{ ...sampleFacility, imageUrl: "/demo.jpg" }} href="/f/1" />);
      expect(container.querySelector("img")).not.toHaveAttribute("srcset");
      expect(container.querySelector("img")).toHaveAttribute("src", "/demo.jpg");
    });
  });

  describe("given a facility with everything", () => {
    it("shows price, name as a link, place, hours and the first 3 amenities", async () => {
      const { container } = render(<FacilityCard facility={sampleFacility} href="/facilities/12" />);
      const card = screen.getByRole("article");
      expect(card).toHaveTextContent("1.250 ₺/saat");
      const link = screen.getByRole("link", { name: "Yıldız Halı Saha" });
      expect(link).toHaveAttribute("href", "/facilities/12");
      expect(screen.getByRole("heading", { level: 3, name: "Yıldız Halı Saha" })).toContainElement(link);
      expect(card).toHaveTextContent("İstanbul / Kadıköy");
      expect(card).toHaveTextContent("09:00 - 23:00");
      const amenities = within(screen.getByRole("list", { name: "Olanaklar" })).getAllByRole("listitem");
      expect(amenities.map((item) => item.textContent)).toEqual([
        "Duş ve Soyunma Odası",
        "Ücretsiz Otopark",
        "Kafeterya",
        "+2 daha",
      ]);
      expect(card).toHaveTextContent("4,6");
      expect(container.querySelector("img")).toHaveAttribute("src", sampleFacility.imageUrl);
      await expectNoAxeViolations(container);
    });
  });

  describe("given no image, district or amenities", () => {
    it("draws the placeholder and shows the city alone", async () => {
      const { container } = render(<FacilityCard facility={sampleFacilities[2]!} href="/facilities/14" />);
      expect(container.querySelector("img")).not.toBeInTheDocument();
      expect(container.querySelector("[data-slot=facility-image-placeholder]")).toBeInTheDocument();
      expect(screen.getByRole("article")).toHaveTextContent("İzmir");
      expect(screen.queryByRole("list")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given an image that fails to load", () => {
    it("falls back to the placeholder", () => {
      const { container } = render(<FacilityCard facility={sampleFacility} href="/facilities/12" />);
      fireEvent.error(container.querySelector("img")!);
      expect(container.querySelector("img")).not.toBeInTheDocument();
      expect(container.querySelector("[data-slot=facility-image-placeholder]")).toBeInTheDocument();
    });
  });

  describe("given a favourite slot", () => {
    describe("after a click on it", () => {
      it("calls its handler, and the card link stays separate", async () => {
        const onToggle = vi.fn();
        const { container } = render(
          <FacilityCard
            layout="list"
            facility={sampleFacility}
            href="/facilities/12"
            favouriteSlot={<FavouriteButton active={false} onToggle={onToggle} />}
          />,
        );
        await userEvent.click(screen.getByRole("button", { name: "Favorilere ekle" }));
        expect(onToggle).toHaveBeenCalledWith(true);
        expect(screen.getByRole("link")).not.toContainElement(screen.getByRole("button"));
        await expectNoAxeViolations(container);
      });
    });
  });

  describe("given an app link renderer", () => {
    it("renders the name's link through it", () => {
      render(
        <LinkProvider
          renderLink={({ href, children, className }) => (
            <a href={`/app${href}`} className={className} data-router="yes">
              {children}
            </a>
          )}
        >
          <FacilityCard facility={sampleFacility} href="/facilities/12" headingLevel={2} />
        </LinkProvider>,
      );
      const link = screen.getByRole("link", { name: "Yıldız Halı Saha" });
      expect(link).toHaveAttribute("href", "/app/facilities/12");
      expect(link).toHaveAttribute("data-router", "yes");
      expect(screen.getByRole("heading", { level: 2 })).toBeInTheDocument();
    });
  });

  describe("given the skeleton", () => {
    it("is hidden from screen readers", async () => {
      const { container } = render(<FacilityCardSkeleton layout="list" />);
      expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
      await expectNoAxeViolations(container);
    });
  });
});

describe("formatLocation", () => {
  it("joins the place or gives '-'", () => {
    expect(formatLocation("Ankara", "Çankaya")).toBe("Ankara / Çankaya");
    expect(formatLocation(null, undefined)).toBe("-");
  });
});
