/** Cities and districts in the selects and the filters: a filter names a place by slug or id. */
import type { City, District } from "@halisaha/data";
import type { SelectOption } from "@halisaha/ui";

/** A place select's options: value the slug, label the Turkish name. */
export function placeOptions(places: readonly (City | District)[] | undefined): SelectOption[] {
  return (places ?? []).map((place) => ({ value: place.slug, label: place.name }));
}

/** The city or district a filter value (slug or id) names. */
export function findPlace<T extends City | District>(
  places: readonly T[] | undefined,
  value: string,
): T | undefined {
  if (!value || !places) return undefined;
  return places.find((place) => place.slug === value || String(place.id) === value);
}
