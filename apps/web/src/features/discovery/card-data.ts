import { amenityLabel, closingHourEnd, type Facility } from "@halisaha/data";
import type { FacilityCardData } from "@halisaha/ui";

/**
 * A facility as a card shows it: the first image, price, name, city and
 * district, hours, the amenities' Turkish names, and the rating where the screen asks for it
 * (the list, which can be sorted by it; home's top-rated pitches).
 */
export function cardDataOf(
  facility: Facility,
  { withRating = false }: { withRating?: boolean } = {},
): FacilityCardData {
  return {
    id: facility.id,
    name: facility.name,
    cityName: facility.city.name,
    districtName: facility.district.name,
    pricePerHour: facility.pricePerHour,
    openingTime: facility.openingTime,
    // the end of the last open hour, as the detail page and the hours table say
    closingTime: closingHourEnd(facility.closingTime),
    amenities: facility.amenities.map(amenityLabel),
    imageUrl: facility.images[0]?.imageUrl ?? null,
    cardUrl: facility.images[0]?.cardUrl ?? null,
    rating: withRating ? facility.rating : null,
  };
}
