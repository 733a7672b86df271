import {
  FACILITY_RESERVATIONS_PAGE_SIZE,
  formatTry,
  parseId,
  reservationMessages as m,
  reservationStatusLabels,
  useFacilityReservations,
  useReservation,
  useStatusCount,
  type Reservation,
} from "@halisaha/data";
import {
  EmptyState,
  Pagination,
  ReservationRow,
  ReservationStats,
  SearchBar,
  Skeleton,
  Tabs,
  TabsList,
  TabsTrigger,
  reservationStatItems,
} from "@halisaha/ui";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { FacilityGate, FacilitySelect, useFacilityChoice } from "./facility-choice";
import { FailedLoad } from "../../shared/failed-load";
import { reservationTabs, type ReservationTab } from "../../shared/reservation-tabs";
import { ownerTexts } from "./messages";
import { ownerActions, rowData } from "./row-data";
import { useNowOf } from "./use-now-of";
import { useOwnerAction } from "./use-owner-action";

/**
 * /owner/reservations: facility selector, search, status tabs with the server's counts, the
 * summary cards and a page of expandable rows with the actions the contract allows.
 * `?highlight={id}` opens and scrolls to that reservation: on its facility, in place when it is
 * on the page shown, else above the list, whatever page it would be on.
 */
export function ReservationsScreen() {
  const [params] = useSearchParams();
  const highlightId = parseId(params.get("highlight"));
  const highlighted = useReservation(highlightId);
  const choice = useFacilityChoice(highlighted.data?.facilityId ?? null);
  const facilityId = choice.chosen?.id ?? null;
  const [tab, setTab] = useState<ReservationTab>("all");
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const list = useFacilityReservations(
    facilityId === null
      ? null
      : {
          facilityId,
          status: tab === "all" ? null : tab,
          search,
          offset: (page - 1) * FACILITY_RESERVATIONS_PAGE_SIZE,
        },
  );
  const counts = useStatusCount(facilityId);
  const now = useNowOf(list.data);
  const action = useOwnerAction();
  const scrolled = useRef(false);

  const items = list.data?.items ?? [];
  const pinned =
    highlighted.data && highlighted.data.facilityId === facilityId && !items.some((r) => r.id === highlightId)
      ? highlighted.data
      : null;

  const upcoming = items.filter((r) => r.status !== "cancelled" && new Date(r.startsAt) > now).length;
  const revenue = items.filter((r) => r.status !== "cancelled").reduce((sum, r) => sum + r.totalPrice, 0);
  const stats = [
    ...reservationStatItems({ ...counts.data, upcoming }),
    { key: "revenue", label: ownerTexts.revenue, value: formatTry(revenue), tone: "success" as const },
  ];

  const row = (reservation: Reservation, isHighlighted: boolean) => (
    <ReservationRow
      key={reservation.id}
      ref={
        isHighlighted
          ? (node: HTMLElement | null) => {
              if (node && !scrolled.current) {
                scrolled.current = true;
                node.scrollIntoView({ block: "center" });
              }
            }
          : undefined
      }
      reservation={rowData(reservation)}
      highlighted={isHighlighted}
      defaultExpanded={isHighlighted}
      allowed={ownerActions(reservation, now)}
      onAction={(name) => action.request(reservation, name)}
      pendingAction={action.pending(reservation.id)}
    />
  );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <h2 className="text-xl font-bold text-foreground">Rezervasyonlar</h2>
      {choice.items.length > 0 ? <FacilitySelect choice={choice} /> : null}
      <FacilityGate choice={choice} loadFailed={m.calendarFacilitiesFailed} />
      {facilityId !== null ? (
        <>
          <SearchBar
            aria-label={ownerTexts.search}
            placeholder={ownerTexts.searchPlaceholder}
            value={query}
            onValueChange={setQuery}
            onSubmit={({ query: text }) => {
              setSearch(text.trim());
              setPage(1);
            }}
          />
          {counts.error && !counts.data ? (
            <FailedLoad message={m.statusCountFailed} onRetry={() => void counts.mutate()} />
          ) : (
            <ReservationStats items={stats} loading={!counts.data} />
          )}
          <Tabs
            value={tab}
            onValueChange={(value) => {
              setTab(value as ReservationTab);
              setPage(1);
            }}
          >
            <TabsList aria-label={ownerTexts.tabsLabel}>
              {reservationTabs.map((value) => (
                <TabsTrigger
                  key={value}
                  value={value}
                  count={value === "all" ? counts.data?.total : counts.data?.[value]}
                >
                  {value === "all" ? ownerTexts.all : reservationStatusLabels[value]}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
          {pinned ? (
            <section aria-label={ownerTexts.highlighted} className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-muted">{ownerTexts.highlighted}</h3>
              {row(pinned, true)}
            </section>
          ) : null}
          {list.error && !list.data ? (
            <FailedLoad message={m.ownerLoadFailed} onRetry={() => void list.mutate()} />
          ) : !list.data ? (
            <div aria-busy="true" className="flex flex-col gap-3">
              <span className="sr-only">Rezervasyonlar yükleniyor</span>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} shape="rect" className="h-16 rounded-card" />
              ))}
            </div>
          ) : items.length === 0 ? (
            <EmptyState bordered title={ownerTexts.listEmpty} />
          ) : (
            <div className="flex flex-col gap-3">{items.map((r) => row(r, r.id === highlightId))}</div>
          )}
          <Pagination page={page} totalPages={list.data?.totalPages ?? 1} onPageChange={setPage} />
        </>
      ) : null}
      {action.dialog}
    </div>
  );
}
