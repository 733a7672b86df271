import { describe, expect, it } from "vitest";
import { facility } from "../../test/discovery-fixtures";
import { cardDataOf } from "./card-data";

describe("cardDataOf", () => {
  it("hands the card the main image in both sizes, so a phone can take the 480 px one", () => {
    const data = cardDataOf(
      facility({ images: [{ id: 1, imageUrl: "/u/1.webp", cardUrl: "/u/1-card.webp", isMain: true }] }),
    );
    expect(data.imageUrl).toBe("/u/1.webp");
    expect(data.cardUrl).toBe("/u/1-card.webp");
  });

  it("gives no card picture for a demo image without one, and no image for none", () => {
    expect(
      cardDataOf(facility({ images: [{ id: 1, imageUrl: "/demo.jpg", isMain: true }] })).cardUrl,
    ).toBeNull();
    expect(cardDataOf(facility({ images: [] })).imageUrl).toBeNull();
  });

  it("names the amenities with the contract's Turkish labels, in the facility's order", () => {
    expect(cardDataOf(facility({ amenities: ["wifi", "free_parking"] })).amenities).toEqual([
      "WiFi",
      "Ücretsiz Otopark",
    ]);
  });
});
