import { useOwnerFacilities, type Facility } from "@halisaha/data";
import { Select } from "@halisaha/ui";
import { useId, useState } from "react";

/** The most facilities the selector lists (the API's largest page). */
const FACILITY_LIMIT = 100;

/**
 * The owner's active facilities (`GET /facilities/user?status=active`, newest first; an
 * admin's: every facility) and the chosen one: the first until the owner picks another, none
 * when there is none.
 */
export function useFacilitySelection() {
  const facilities = useOwnerFacilities({ status: "active", limit: FACILITY_LIMIT, offset: 0 });
  const [picked, setPicked] = useState<number | null>(null);
  const items: Facility[] = facilities.data?.items ?? [];
  const chosen = items.find((facility) => facility.id === picked) ?? items[0] ?? null;
  return { facilities, items, chosen, choose: setPicked };
}

export type FacilitySelection = ReturnType<typeof useFacilitySelection>;

/** The 'Tesis' selector; disabled while the facilities load or when there is none. */
export function FacilitySelect({
  selection,
  placeholder,
}: {
  selection: FacilitySelection;
  placeholder: string;
}) {
  const id = useId();
  const { items, chosen, choose } = selection;
  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:w-80">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        Tesis
      </label>
      <Select
        id={id}
        options={items.map((facility) => ({ value: String(facility.id), label: facility.name }))}
        value={chosen ? String(chosen.id) : ""}
        placeholder={chosen ? undefined : placeholder}
        disabled={items.length === 0}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (Number.isInteger(next) && next > 0) choose(next);
        }}
      />
    </div>
  );
}
