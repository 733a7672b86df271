import { useCities } from "@halisaha/data";
import { SearchBar } from "@halisaha/ui";
import { useState } from "react";
import { findPlace, placeOptions } from "./places";

type CitySearchProps = {
  /** the text and city to start from (remount with a `key` when they change outside) */
  search?: string;
  /** a city slug or id; "" = 'Tümü' */
  city?: string;
  /** called on 'Ara' with the trimmed text and the city slug ("" for every city) */
  onSearch: (search: { search: string; city: string }) => void;
  /** also search as soon as another city is picked (the list); the home waits for 'Ara' */
  searchOnCityChange?: boolean;
  "aria-label"?: string;
  className?: string;
};

/**
 * The search box with the city select: 'Tümü' first, then every province from GET /cities.
 * While the cities load the select is already there with 'Tümü' alone, so nothing moves when
 * they arrive; when they cannot be loaded it is left out and the text search still works
 * (a city list failure is ignored).
 */
export function CitySearch({ search = "", city = "", onSearch, searchOnCityChange = false, className, ...props }: CitySearchProps) {
  const cities = useCities();
  const [text, setText] = useState(search);
  const [chosen, setChosen] = useState(city);
  const selected = findPlace(cities.data, chosen)?.slug ?? chosen;

  return (
    <SearchBar
      className={className}
      aria-label={props["aria-label"]}
      value={text}
      onValueChange={setText}
      cities={cities.error && !cities.data ? undefined : placeOptions(cities.data)}
      city={selected}
      onCityChange={(next) => {
        setChosen(next);
        if (searchOnCityChange) onSearch({ search: text.trim(), city: next });
      }}
      onSubmit={({ query, city: picked }) => onSearch({ search: query.trim(), city: picked })}
    />
  );
}
