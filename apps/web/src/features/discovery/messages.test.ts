import { amenityLabels as contractAmenityLabels, facilityMessages, favoriteMessages, weekdays } from "@halisaha/data";
import { amenityLabels as uiAmenityLabels, weekdayNames } from "@halisaha/ui";
import { describe, expect, it } from "vitest";
import { discoveryMessages } from "./messages";

describe("the copies of the contract's texts", () => {
  it("read as the contract's facility and favourite messages", () => {
    expect(discoveryMessages.notFound).toBe(facilityMessages.notFound);
    expect(discoveryMessages.invalidMinPrice).toBe(facilityMessages.invalidMinPrice);
    expect(discoveryMessages.invalidMaxPrice).toBe(facilityMessages.invalidMaxPrice);
    expect(discoveryMessages.priceRange).toBe(facilityMessages.priceRange);
    expect(discoveryMessages.favoriteAdded).toBe(favoriteMessages.added);
    expect(discoveryMessages.favoriteRemoved).toBe(favoriteMessages.removed);
    expect(discoveryMessages.favoriteToggleFailed).toBe(favoriteMessages.toggleFailed);
  });

  it("ui's amenity and weekday labels, which the cards and the hours use, are the contract's", () => {
    expect(uiAmenityLabels).toEqual(contractAmenityLabels);
    expect([...weekdayNames]).toEqual(weekdays.map((day) => day.label));
  });
});
