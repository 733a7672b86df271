import {
  facilityStatusLabel,
  formatDateTr,
  reservationMessages as m,
  useOwnerDashboard,
  useOwnerFacilityOptions,
  type DashboardPeriod,
  type Reservation,
} from "@halisaha/data";
import {
  Badge,
  Button,
  EmptyState,
  OwnerStats,
  Skeleton,
  StatusBadge,
  UiLink,
  type OwnerStatsPeriod,
} from "@halisaha/ui";
import { paths } from "../../config/paths";
import { FailedLoad } from "../../shared/failed-load";
import { facilityChoiceTexts } from "./facility-choice";
import { ownerTexts } from "./messages";

/** The dashboard shows the first two facilities. */
const FACILITIES_SHOWN = 2;

const periodRange = (p: DashboardPeriod) =>
  p.from === p.to
    ? formatDateTr(p.from, { day: "numeric", month: "long" })
    : `${formatDateTr(p.from, { day: "numeric", month: "short" })} - ${formatDateTr(p.to, { day: "numeric", month: "short" })}`;

function ReservationLinks({ items, empty, label }: { items: Reservation[]; empty: string; label: string }) {
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul
      aria-label={label}
      className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface"
    >
      {items.map((r) => (
        <li key={r.id}>
          <UiLink
            href={paths.owner.reservations.href(r.id)}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 outline-none hover:bg-neutral-50 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="font-medium tabular-nums text-foreground">
              {formatDateTr(r.date, { day: "numeric", month: "short" })} {r.startTime}
            </span>
            <span className="min-w-0 flex-1 truncate text-foreground">{r.contactName}</span>
            <span className="text-sm text-muted">{r.facility.name}</span>
            <StatusBadge status={r.status} />
          </UiLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * /owner/dashboard: the figures of today, this week and this month (one read, computed by the
 * server in Istanbul time), the first two facilities with links to edit, to the list and to
 * create, today's reservations, those waiting for an answer and the next ones, each linking to
 * `/owner/reservations?highlight={id}`.
 */
export function DashboardScreen() {
  const dashboard = useOwnerDashboard();
  const facilities = useOwnerFacilityOptions();
  const data = dashboard.data;
  const periods: OwnerStatsPeriod[] = data
    ? (["today", "week", "month"] as const).map((key) => ({
        key,
        label: ownerTexts.periods[key],
        range: periodRange(data.periods[key]),
        ...data.periods[key],
      }))
    : [];

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-foreground">{ownerTexts.dashboardTitle}</h2>
        <Button asChild variant="ghost" size="sm">
          <UiLink href={paths.user.profile.href()}>{ownerTexts.profile}</UiLink>
        </Button>
      </div>
      <OwnerStats
        periods={periods}
        loading={!data && !dashboard.error}
        error={dashboard.error && !data ? m.dashboardTodayFailed : undefined}
        onRetry={() => void dashboard.mutate()}
      />

      <section aria-labelledby="dashboard-facilities" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="dashboard-facilities" className="text-lg font-semibold text-foreground">
            {ownerTexts.facilitiesTitle}
          </h3>
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <UiLink href={paths.owner.facilities.href()}>{ownerTexts.allFacilities}</UiLink>
            </Button>
            <Button asChild size="sm">
              <UiLink href={paths.owner.newFacility.href()}>{facilityChoiceTexts.newFacility}</UiLink>
            </Button>
          </div>
        </div>
        {facilities.error && !facilities.data ? (
          <FailedLoad message={m.dashboardFacilitiesFailed} onRetry={() => void facilities.mutate()} />
        ) : !facilities.data ? (
          <Skeleton shape="rect" className="h-20 rounded-card" />
        ) : facilities.data.items.length === 0 ? (
          <EmptyState
            bordered
            headingLevel={4}
            title={ownerTexts.noFacilities}
            description={facilityChoiceTexts.noFacilitiesHint}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {facilities.data.items.slice(0, FACILITIES_SHOWN).map((facility) => (
              <li
                key={facility.id}
                className="flex items-center justify-between gap-3 rounded-card border border-border bg-surface p-4 shadow-card"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-semibold text-foreground">{facility.name}</span>
                  <span className="truncate text-sm text-muted">{facility.address}</span>
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  <Badge tone={facility.status === "active" ? "success" : "warning"}>
                    {facilityStatusLabel(facility.status)}
                  </Badge>
                  <Button asChild variant="outline" size="sm">
                    <UiLink
                      href={paths.owner.editFacility.href(facility.id)}
                      aria-label={`${facility.name}: ${ownerTexts.edit}`}
                    >
                      {ownerTexts.edit}
                    </UiLink>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {dashboard.error && !data ? null : (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <ReservationSection
            id="dashboard-today"
            title={ownerTexts.todayTitle}
            items={data?.todayReservations}
            empty={ownerTexts.todayEmpty}
          />
          <ReservationSection
            id="dashboard-pending"
            title={ownerTexts.pendingTitle}
            count={data && data.pendingCount > 0 ? data.pendingCount : null}
            items={data?.pending}
            empty={ownerTexts.pendingEmpty}
            more={
              data && data.pendingCount > data.pending.length
                ? ownerTexts.pendingMore(data.pending.length, data.pendingCount)
                : null
            }
          />
          <ReservationSection
            id="dashboard-upcoming"
            title={ownerTexts.upcomingTitle}
            items={data?.upcoming}
            empty={ownerTexts.upcomingEmpty}
          />
        </div>
      )}
    </div>
  );
}

/** One of the dashboard's reservation lists: its heading (with a count), the list or its placeholder, a note under it. */
function ReservationSection({
  id,
  title,
  count = null,
  items,
  empty,
  more = null,
}: {
  id: string;
  title: string;
  count?: number | null;
  /** undefined while the dashboard loads */
  items: Reservation[] | undefined;
  empty: string;
  more?: string | null;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold text-foreground">
        {title}
        {count !== null ? ` (${count})` : null}
      </h3>
      {items ? (
        <>
          <ReservationLinks items={items} empty={empty} label={title} />
          {more ? <p className="text-sm text-muted">{more}</p> : null}
        </>
      ) : (
        <Skeleton shape="rect" className="h-24 rounded-card" />
      )}
    </section>
  );
}
