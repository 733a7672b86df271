import {
  facilityFormMessages,
  isApiError,
  useDeleteFacility,
  useOwnerFacilities,
  type Facility,
} from "@halisaha/data";
import {
  Button,
  EmptyState,
  Input,
  OwnerFacilityCard,
  OwnerFacilityCardSkeleton,
  Pagination,
  StatusFilterButton,
  UiLink,
  ViewToggle,
  type StatusFilterValue,
  type ViewMode,
} from "@halisaha/ui";
import { useEffect, useState } from "react";
import { paths } from "../../config/paths";
import { notify } from "../../shared/toasts";

/** The owner list's page size. */
export const OWNER_FACILITY_PAGE_SIZE = 9;

export type OwnerFacilityListState = { page: number; search: string; status: StatusFilterValue };

type OwnerFacilityListProps = {
  state: OwnerFacilityListState;
  onStateChange: (state: OwnerFacilityListState) => void;
  /** A message handed over by the form after a save ('Tesis başarıyla eklendi'). */
  flash?: string | null;
};

const mainImageOf = (facility: Facility) => {
  const main = facility.images.find((image) => image.isMain) ?? facility.images[0];
  return main ? (main.cardUrl ?? main.imageUrl) : null;
};

/**
 * 'Sahalarım': the owner's facilities with a search box, the status filter button, grid or
 * list, 'Yeni Tesis Ekle', the count, pages, and a delete that asks first; a refused delete
 * (409) shows its reason on the card.
 */
export function OwnerFacilityList({ state, onStateChange, flash }: OwnerFacilityListProps) {
  const [view, setView] = useState<ViewMode>("grid");
  const [query, setQuery] = useState(state.search);
  // Each card keeps its own refusal; the running delete is the mutation's, its card this one.
  const [deleteErrors, setDeleteErrors] = useState<Record<number, string>>({});
  const [deletingId, setDeletingId] = useState<number | null>(null);
  useEffect(() => setQuery(state.search), [state.search]);
  useEffect(() => {
    if (flash) notify.success(flash);
  }, [flash]);

  const { data, error, isLoading, mutate } = useOwnerFacilities({
    limit: OWNER_FACILITY_PAGE_SIZE,
    offset: (state.page - 1) * OWNER_FACILITY_PAGE_SIZE,
    search: state.search,
    status: state.status === "all" ? null : state.status,
  });
  const { trigger: deleteFacility, isMutating: deleting } = useDeleteFacility();

  const remove = async (facility: Facility) => {
    setDeletingId(facility.id);
    setDeleteErrors(({ [facility.id]: _dropped, ...rest }) => rest);
    try {
      notify.success(await deleteFacility(facility.id));
    } catch (failure) {
      const message =
        isApiError(failure) && failure.status === 409 ? failure.message : facilityFormMessages.deleteFailed;
      setDeleteErrors((errors) => ({ ...errors, [facility.id]: message }));
    }
  };

  const items = data?.items ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <form
          role="search"
          className="flex min-w-0 flex-1 gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onStateChange({ ...state, search: query.trim(), page: 1 });
          }}
        >
          <Input
            type="search"
            aria-label="Tesis ara"
            placeholder="Tesis adı veya adres ara"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            className="flex-1"
          />
          <Button type="submit" variant="outline">
            Ara
          </Button>
        </form>
        <StatusFilterButton
          value={state.status}
          onValueChange={(status) => onStateChange({ ...state, status, page: 1 })}
        />
        <ViewToggle value={view} onValueChange={setView} />
        <UiLink
          href={paths.owner.newFacility.href()}
          className="inline-flex h-10 items-center gap-2 rounded-control bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          Yeni Tesis Ekle
        </UiLink>
      </div>

      <p role="status" className="text-sm text-muted">
        {data ? `${data.count} tesis bulundu` : isLoading ? "Yükleniyor..." : ""}
      </p>

      {error && !data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-card border border-danger/30 bg-danger-soft px-6 py-10 text-center"
        >
          <p className="font-medium text-danger-hover">{facilityFormMessages.listFailed}</p>
          <Button variant="outline" onClick={() => void mutate()}>
            Tekrar Dene
          </Button>
        </div>
      ) : !data ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <OwnerFacilityCardSkeleton key={key} layout={view} />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          title={facilityFormMessages.emptyList}
          description={
            state.search || state.status !== "all"
              ? "Aramanızı veya durum filtresini değiştirin."
              : "İlk tesisinizi ekleyin."
          }
        />
      ) : (
        <ul className={view === "grid" ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-4"}>
          {items.map((facility) => (
            <li key={facility.id}>
              <OwnerFacilityCard
                layout={view}
                facility={{
                  id: facility.id,
                  name: facility.name,
                  address: `${facility.address}, ${facility.district.name} / ${facility.city.name}`,
                  status: facility.status,
                  rating: facility.rating,
                  imageUrl: mainImageOf(facility),
                }}
                viewHref={paths.facility.href(facility.id)}
                editHref={paths.owner.editFacility.href(facility.id)}
                deleting={deleting && deletingId === facility.id}
                error={deleteErrors[facility.id]}
                onDelete={() => void remove(facility)}
              />
            </li>
          ))}
        </ul>
      )}

      {data && data.totalPages > 1 ? (
        <Pagination
          page={state.page}
          totalPages={data.totalPages}
          onPageChange={(page) => onStateChange({ ...state, page })}
        />
      ) : null}
    </div>
  );
}
