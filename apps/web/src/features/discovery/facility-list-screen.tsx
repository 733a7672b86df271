import {
  facilityMessages,
  facilitySortLabels,
  facilitySorts,
  useCities,
  useFacilities,
  type FacilitySort,
} from "@halisaha/data";
import {
  FacilityCard,
  FacilityCardSkeleton,
  FacilityGrid,
  Select,
  ViewToggle,
  type ViewMode,
} from "@halisaha/ui";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { cardDataOf } from "./card-data";
import { CitySearch } from "./city-search";
import { findPlace } from "./places";
import { FilterDisclosure } from "./filter-disclosure";
import {
  changeFilters,
  emptyFilters,
  facilitiesRequestOf,
  filtersFromSearchParams,
  hasActiveFilters,
  searchParamsOf,
  type DiscoveryFilters,
} from "./filters";
import { LoadError } from "../../shared/load-error";

const countFormat = new Intl.NumberFormat("tr-TR");
const sortOptions = facilitySorts.map((sort) => ({ value: sort, label: facilitySortLabels[sort] }));
const NoResults = lazy(() => import("./no-results"));
const ActiveFilters = lazy(() => import("./active-filters"));
const Pager = lazy(() => import("./pager"));

/**
 * /facilities 'Halı Sahalar': search with the city select, the narrower
 * filters, the chips of the filters in effect, '{n} Sonuç Bulundu', the order ('Sırala': rating,
 * price up or down, newest), grid or list, pages of 10; the cards show the rating. Everything but
 * the view lives in the URL.
 */
export function FacilityListScreen() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const [view, setView] = useState<ViewMode>("grid");
  const cities = useCities();
  const city = findPlace(cities.data, filters.city);
  const list = useFacilities(facilitiesRequestOf(filters));

  const go = (next: DiscoveryFilters) => setParams(searchParamsOf(next));
  const apply = (changes: Partial<DiscoveryFilters>) => go(changeFilters(filters, changes));

  // A page past the end (a shared link after facilities left): show the last page instead.
  const totalPages = list.data?.totalPages ?? 0;
  const pastTheEnd = !list.isLoading && totalPages > 0 && filters.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) setParams(searchParamsOf({ ...filters, page: totalPages }), { replace: true });
  }, [pastTheEnd, filters, totalPages, setParams]);

  // the order is no filter: it stays
  const clearAll = () => go({ ...emptyFilters, sort: filters.sort });

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">Halı Sahalar</h1>
        <CitySearch
          key={`search-${filters.search}-${filters.city}`}
          search={filters.search}
          city={filters.city}
          searchOnCityChange
          onSearch={({ search, city: slug }) => apply({ search, city: slug })}
        />
      </header>

      <section aria-labelledby="facility-results" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2
            id="facility-results"
            className="me-auto text-lg font-semibold text-foreground"
            aria-live="polite"
          >
            {list.data && !list.error ? `${countFormat.format(list.data.count)} Sonuç Bulundu` : "Sonuçlar"}
          </h2>
          <label className="flex items-center gap-2 text-sm text-muted">
            Sırala
            <Select
              aria-label="Sıralama"
              options={sortOptions}
              value={filters.sort}
              onChange={(event) => apply({ sort: event.target.value as FacilitySort })}
              className="w-44"
            />
          </label>
          <ViewToggle value={view} onValueChange={setView} showLabels />
          <FilterDisclosure filters={filters} city={city} onApply={apply} />
        </div>
        {hasActiveFilters(filters) ? (
          <Suspense fallback={null}>
            <ActiveFilters filters={filters} city={city} onChange={apply} onClearAll={clearAll} />
          </Suspense>
        ) : null}
        <Results
          filters={filters}
          view={view}
          list={list}
          onClear={hasActiveFilters(filters) ? clearAll : undefined}
          onPageChange={(page) => go({ ...filters, page })}
        />
      </section>
    </div>
  );
}

type ResultsProps = {
  filters: DiscoveryFilters;
  view: ViewMode;
  list: ReturnType<typeof useFacilities>;
  onClear: (() => void) | undefined;
  onPageChange: (page: number) => void;
};

/** Loading, error, empty or the cards with the pager (the list's four states). */
function Results({ filters, view, list, onClear, onPageChange }: ResultsProps) {
  if (list.error) {
    return <LoadError message={facilityMessages.listLoadFailed} onRetry={() => void list.mutate()} />;
  }
  if (!list.data) {
    return (
      <FacilityGrid layout={view} loading>
        <span className="sr-only">Yükleniyor...</span>
        {Array.from({ length: 6 }, (_, i) => (
          <FacilityCardSkeleton key={i} layout={view} />
        ))}
      </FacilityGrid>
    );
  }
  if (list.data.items.length === 0 && !list.isLoading) {
    return (
      <Suspense fallback={null}>
        <NoResults onClear={onClear} />
      </Suspense>
    );
  }
  return (
    <>
      <FacilityGrid
        layout={view}
        loading={list.isLoading}
        className={list.isLoading ? "opacity-60 transition-opacity" : undefined}
      >
        {list.data.items.map((facility) => (
          <FacilityCard
            key={facility.id}
            layout={view}
            facility={cardDataOf(facility, { withRating: true })}
            href={paths.facility.href(facility.id)}
          />
        ))}
      </FacilityGrid>
      {list.data.totalPages > 1 ? (
        <Suspense fallback={null}>
          <Pager page={filters.page} totalPages={list.data.totalPages} onPageChange={onPageChange} />
        </Suspense>
      ) : null}
    </>
  );
}
