import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { Button } from "../../actions/button";
import { expectNoAxeViolations } from "../../test/axe";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

function FacilityCard({ onBook }: { onBook?: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Yeşil Vadi Halı Saha</CardTitle>
        <CardDescription>İstanbul, Kadıköy</CardDescription>
      </CardHeader>
      <CardContent>450 ₺/saat</CardContent>
      <CardFooter>
        <Button onClick={onBook}>Rezervasyon Yap</Button>
      </CardFooter>
    </Card>
  );
}

describe("Card", () => {
  describe("given every part", () => {
    it("renders the title as a level 3 heading and shows all parts", async () => {
      const { container } = render(<FacilityCard />);
      expect(screen.getByRole("heading", { level: 3, name: "Yeşil Vadi Halı Saha" })).toBeInTheDocument();
      expect(screen.getByText("İstanbul, Kadıköy")).toBeVisible();
      expect(screen.getByText("450 ₺/saat")).toBeVisible();
      await expectNoAxeViolations(container);
    });

    describe("after a click on the footer button", () => {
      it("calls the button's handler", async () => {
        const onBook = vi.fn();
        render(<FacilityCard onBook={onBook} />);
        await userEvent.click(screen.getByRole("button", { name: "Rezervasyon Yap" }));
        expect(onBook).toHaveBeenCalledTimes(1);
      });
    });
  });

  describe("given a title asChild", () => {
    it("uses the child's heading level", () => {
      render(
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Bugünün Rezervasyonları</h2>
            </CardTitle>
          </CardHeader>
        </Card>,
      );
      expect(screen.getByRole("heading", { level: 2, name: "Bugünün Rezervasyonları" })).toHaveAttribute(
        "data-slot",
        "card-title",
      );
    });
  });

  describe("given the parts", () => {
    it("marks each part with its data-slot", () => {
      const { container } = render(<FacilityCard />);
      const slots = [...container.querySelectorAll("[data-slot]")].map((el) => el.getAttribute("data-slot"));
      expect(slots).toEqual(["card", "card-header", "card-title", "card-description", "card-content", "card-footer", "button"]);
    });
  });
});
