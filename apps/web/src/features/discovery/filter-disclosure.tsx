import type { City } from "@halisaha/data";
import { Button, Spinner } from "@halisaha/ui";
import { lazy, Suspense, useId, useState } from "react";
import type { DiscoveryFilters } from "./filters";

const loadPanel = () => import("./filter-panel");
const FilterPanel = lazy(() => loadPanel().then((module) => ({ default: module.FilterPanel })));

type FilterDisclosureProps = {
  filters: DiscoveryFilters;
  city: City | undefined;
  onApply: (changes: Partial<DiscoveryFilters>) => void;
};

/**
 * 'Filtreler': opens the district, price and rating form under the results bar. The form is
 * its own chunk (2.4 KB), fetched when a pointer reaches the button or it gets focus: a finger's
 * touch fires pointerenter before the click, so the chunk is on its way before the press ends.
 * Nothing is fetched for the many visits that never open the filters, which keeps the list's
 * first visit under its 100 KB budget (scripts/bench/bundle.mjs).
 */
export function FilterDisclosure({ filters, city, onApply }: FilterDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const narrowing = [filters.district, filters.minPrice, filters.maxPrice, filters.rating].filter(
    (value) => value !== "" && value !== null,
  ).length;

  // the form starts from the URL's filters: a new URL gives a fresh form
  const formKey = [filters.city, filters.district, filters.minPrice, filters.maxPrice, filters.rating].join(
    "|",
  );

  return (
    <>
      <Button
        variant="outline"
        className="aria-expanded:border-primary/40 aria-expanded:bg-primary-soft"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((value) => !value)}
      >
        {narrowing > 0 ? `Filtreler (${narrowing})` : "Filtreler"}
      </Button>
      {open ? (
        <div id={panelId} className="w-full">
          <Suspense fallback={<Spinner size="sm" showLabel label="Filtreler yükleniyor..." />}>
            <FilterPanel key={formKey} filters={filters} city={city} onApply={onApply} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
