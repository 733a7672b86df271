import { amenityLabels as contractAmenityLabels, weekdays } from "@halisaha/data";
import { amenityLabels as uiAmenityLabels, weekdayNames } from "@halisaha/ui";
import { describe, expect, it } from "vitest";

describe("the labels ui shows on the discovery screens", () => {
  it("ui's amenity and weekday labels, which the cards and the hours use, are the contract's", () => {
    expect(uiAmenityLabels).toEqual(contractAmenityLabels);
    expect([...weekdayNames]).toEqual(weekdays.map((day) => day.label));
  });
});
