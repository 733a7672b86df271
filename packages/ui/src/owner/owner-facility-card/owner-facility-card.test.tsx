import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { OwnerFacilityCard, type OwnerFacilityCardData } from "./owner-facility-card";

const facility: OwnerFacilityCardData = {
  id: 7,
  name: "Yıldız Halı Saha",
  address: "Spor Cad. No:1, Kadıköy",
  status: "pending",
  rating: 4.56,
  imageUrl: null,
};

function renderCard(props: Partial<React.ComponentProps<typeof OwnerFacilityCard>> = {}) {
  const onDelete = vi.fn();
  const result = render(
    <OwnerFacilityCard
      facility={facility}
      viewHref="/facilities/7"
      editHref="/owner/facilities/7/edit"
      onDelete={onDelete}
      {...props}
    />,
  );
  return { ...result, onDelete };
}

describe("OwnerFacilityCard", () => {
  describe("given a pending facility", () => {
    it("shows its status, name, address, rating with one decimal and both links", async () => {
      const { container } = renderCard();
      expect(screen.getByText("Onay Bekliyor")).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "Yıldız Halı Saha" })).toBeInTheDocument();
      expect(screen.getByText("Spor Cad. No:1, Kadıköy")).toBeInTheDocument();
      expect(screen.getByText("4,6")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Yıldız Halı Saha: Görüntüle" })).toHaveAttribute(
        "href",
        "/facilities/7",
      );
      expect(screen.getByRole("link", { name: "Yıldız Halı Saha: Düzenle" })).toHaveAttribute(
        "href",
        "/owner/facilities/7/edit",
      );
      await expectNoAxeViolations(container);
    });
  });

  describe("after the delete icon", () => {
    it("asks first; 'Hayır' keeps it, 'Evet' deletes", async () => {
      const { onDelete } = renderCard();
      await userEvent.click(screen.getByRole("button", { name: "Yıldız Halı Saha: Sil" }));
      const dialog = screen.getByRole("alertdialog", { name: "Onay" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Hayır" }));
      expect(onDelete).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole("button", { name: "Yıldız Halı Saha: Sil" }));
      await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Evet" }));
      expect(onDelete).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    });
  });

  describe("given a refused delete", () => {
    it("shows the reason as an alert", async () => {
      const { container } = renderCard({ error: "Rezervasyonlar var." });
      expect(screen.getByRole("alert")).toHaveTextContent("Rezervasyonlar var.");
      await expectNoAxeViolations(container);
    });
  });

  describe("given deleting", () => {
    it("keeps the delete button busy", () => {
      renderCard({ deleting: true });
      expect(screen.getByRole("button", { name: "Yıldız Halı Saha: Sil" })).toBeDisabled();
    });
  });
});
