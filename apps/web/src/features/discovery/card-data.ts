import { closingHourEnd, type Facility } from "@halisaha/data";
import type { FacilityCardData } from "@halisaha/ui";

/**
 * A facility as a card shows it: the first image, price, name, city and
 * district, hours, amenities, and the rating where the screen asks for it (the list, which can
 * be sorted by it; home's top-rated pitches).
 *
 * The home, the list and the detail use ui's built-in amenity labels: the contract's
 * `amenityLabels` sits beside a zod schema their first visit does not load (messages.test.ts
 * keeps the two label sets equal).
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
    amenities: facility.amenities,
    imageUrl: facility.images[0]?.imageUrl ?? null,
    cardUrl: facility.images[0]?.cardUrl ?? null,
    rating: withRating ? facility.rating : null,
  };
}
