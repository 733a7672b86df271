/** Turkish texts of the list's filters: the rating options and the chips of the filters in effect. */
import { formatLira } from "@halisaha/data";
import type { FilterChip, SelectOption } from "@halisaha/ui";
import type { DiscoveryFilters } from "./filters";

const decimal = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 });

/** '4+ Yıldız', '4,5+ Yıldız'. */
export const ratingLabel = (rating: number) => `${decimal.format(rating)}+ Yıldız`;

/** The minimum ratings offered by the filter. */
export const ratingChoices = [3, 3.5, 4, 4.5] as const;

export const ratingOptions: SelectOption[] = ratingChoices.map((rating) => ({
  value: String(rating),
  label: ratingLabel(rating),
}));

export type FilterChipId = "search" | "city" | "district" | "minPrice" | "maxPrice" | "rating";

/** The filters in effect as chips; a place shows its name once the list of places is known. */
export function filterChipsOf(
  filters: DiscoveryFilters,
  names: { city?: string | undefined; district?: string | undefined } = {},
): (FilterChip & { id: FilterChipId })[] {
  const chips: (FilterChip & { id: FilterChipId })[] = [];
  if (filters.search) chips.push({ id: "search", label: `Arama: ${filters.search}` });
  if (filters.city) chips.push({ id: "city", label: names.city ?? filters.city });
  if (filters.district) chips.push({ id: "district", label: names.district ?? filters.district });
  if (filters.minPrice !== null)
    chips.push({ id: "minPrice", label: `Min: ${formatLira(filters.minPrice)}` });
  if (filters.maxPrice !== null)
    chips.push({ id: "maxPrice", label: `Maks: ${formatLira(filters.maxPrice)}` });
  if (filters.rating !== null) chips.push({ id: "rating", label: ratingLabel(filters.rating) });
  return chips;
}

/** The change that removes one chip's filter. */
export function withoutChip(id: FilterChipId): Partial<DiscoveryFilters> {
  switch (id) {
    case "search":
      return { search: "" };
    case "city":
      return { city: "", district: "" };
    case "district":
      return { district: "" };
    case "minPrice":
      return { minPrice: null };
    case "maxPrice":
      return { maxPrice: null };
    case "rating":
      return { rating: null };
  }
}
