import { useDistricts, type City } from "@halisaha/data";
import { FilterChips } from "@halisaha/ui";
import { filterChipsOf, withoutChip, type FilterChipId } from "./filter-labels";
import { findPlace } from "./places";
import type { DiscoveryFilters } from "./filters";

type ActiveFiltersProps = {
  filters: DiscoveryFilters;
  /** the chosen city (its name labels the chip; its districts name the district chip) */
  city: City | undefined;
  onChange: (changes: Partial<DiscoveryFilters>) => void;
  onClearAll: () => void;
};

/**
 * The filters in effect as chips, each removable, and 'Filtreleri Temizle'. Its own chunk:
 * a list without filters never needs it.
 */
export default function ActiveFilters({ filters, city, onChange, onClearAll }: ActiveFiltersProps) {
  const districts = useDistricts(filters.district ? (city?.id ?? null) : null);
  const district = findPlace(districts.data, filters.district);
  return (
    <FilterChips
      chips={filterChipsOf(filters, { city: city?.name, district: district?.name })}
      onRemove={(id) => onChange(withoutChip(id as FilterChipId))}
      onClearAll={onClearAll}
    />
  );
}
