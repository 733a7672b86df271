import {
  parseId,
  reservationMessages as m,
  useOwnerFacilityOptions,
  type OwnerFacilityOption,
} from "@halisaha/data";
import { Button, EmptyState, Select, UiLink } from "@halisaha/ui";
import { useId } from "react";
import { useSearchParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { FailedLoad } from "../../shared/failed-load";

/** The texts around the choice (the contract holds the shared messages). */
export const facilityChoiceTexts = {
  facility: "Tesis",
  newFacility: "Yeni Tesis Ekle",
  noFacilitiesHint: "İlk tesisinizi ekleyerek rezervasyon almaya başlayın.",
} as const;

/** The `?facilityId=` of the owner's screens. */
export const FACILITY_PARAM = "facilityId";

/**
 * Which of the owner's facilities a screen shows (reservations, calendar, subscribers):
 * `?facilityId=` when given, so a link or a reload keeps it, else `preferred` (e.g. the
 * highlighted reservation's), else the first by name. The list is
 * `GET /reservations/owner-facilities` (id and name of each facility that is not deleted).
 */
export function useFacilityChoice(preferred: number | null = null) {
  const facilities = useOwnerFacilityOptions();
  const [params, setParams] = useSearchParams();
  const fromUrl = parseId(params.get(FACILITY_PARAM));
  const items = facilities.data?.items ?? [];
  const chosenId = fromUrl ?? preferred ?? items[0]?.id ?? null;
  const chosen = items.find((facility) => facility.id === chosenId) ?? null;
  const choose = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(FACILITY_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  return { facilities, items, chosenId, chosen, choose };
}

export type FacilityChoice = ReturnType<typeof useFacilityChoice>;

/** The facility selector ('Tesis'). */
export function FacilitySelect({ choice }: { choice: FacilityChoice }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:max-w-sm">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {facilityChoiceTexts.facility}
      </label>
      <Select
        id={id}
        options={choice.items.map((facility: OwnerFacilityOption) => ({
          value: String(facility.id),
          label: facility.name,
        }))}
        value={choice.chosen ? String(choice.chosen.id) : ""}
        placeholder={choice.chosen ? undefined : m.selectFacilityFirst}
        onChange={(event) => {
          const next = parseId(event.target.value);
          if (next !== null) choice.choose(next);
        }}
      />
    </div>
  );
}

/**
 * What a screen shows instead of its content while the facility is not settled: the load
 * error with a retry (never a made-up facility), 'Lütfen önce bir tesis seçin!' without
 * facilities, 'Seçilen tesis bulunamadı!' for a `?facilityId=` that is not the owner's. Null
 * once a facility is chosen.
 */
export function FacilityGate({ choice, loadFailed }: { choice: FacilityChoice; loadFailed: string }) {
  const { facilities, chosen, chosenId, items } = choice;
  if (facilities.error && !facilities.data)
    return <FailedLoad headingLevel={2} message={loadFailed} onRetry={() => void facilities.mutate()} />;
  if (!facilities.data) return <p className="text-muted">Tesisler yükleniyor…</p>;
  if (chosen) return null;
  const newFacility = (
    <Button asChild>
      <UiLink href={paths.owner.newFacility.href()}>{facilityChoiceTexts.newFacility}</UiLink>
    </Button>
  );
  if (items.length === 0 || chosenId === null)
    return (
      <EmptyState
        bordered
        title={m.selectFacilityFirst}
        description={facilityChoiceTexts.noFacilitiesHint}
        action={newFacility}
      />
    );
  return <EmptyState bordered title={m.selectedFacilityNotFound} />;
}
