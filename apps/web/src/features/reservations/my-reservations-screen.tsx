import {
  accountErrorMessage,
  parseId,
  reservationMessages,
  reservationStatusLabels,
  useCancelReservation,
  useMyReservations,
  type Reservation,
} from "@halisaha/data";
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ReservationCard,
  ReservationStats,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  UiLink,
} from "@halisaha/ui";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { notify } from "../../shared/toasts";
import { FormMessage } from "../../shared/form-message";
import { flashMessageOf } from "./flash-state";
import { reservationsTexts } from "./messages";
import {
  reservationActions,
  reservationCardData,
  cancelMoneyText,
  playerOrder,
  reservationCounts,
  reservationNotice,
} from "./reservation-card-data";
import { useNow } from "./use-now";
import { LoadError } from "../../shared/load-error";
import { reservationTabs, type ReservationTab } from "../../shared/reservation-tabs";

/**
 * /user/reservations: stat cards, status tabs with counts, expandable
 * cards with 'Öde' (unpaid, confirmed, ahead), 'İptal Et' (pending or confirmed, ahead; after a
 * confirmation) and 'Tekrar Rezervasyon Yap' (completed or over). A message left in the navigation
 * state (the payment page's 'Ödeme başarıyla tamamlandı!') shows once above the list.
 */
export function MyReservationsScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash] = useState(() => flashMessageOf(location.state));
  const list = useMyReservations();
  const cancelReservation = useCancelReservation();
  const now = useNow();
  const [tab, setTab] = useState<ReservationTab>("all");
  // ?highlight={id} (a notification's link): that reservation is marked and scrolled into view.
  const highlightId = parseId(new URLSearchParams(location.search).get("highlight"));
  const scrollToHighlighted = useCallback((card: HTMLElement | null) => {
    card?.scrollIntoView?.({ block: "center" });
  }, []);
  const [toCancel, setToCancel] = useState<Reservation | null>(null);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  // the reservation whose cancel is on its way (the dialog keeps it until the answer comes)
  const cancelling = cancelReservation.isMutating ? (toCancel?.id ?? null) : null;

  // the message shows once: a reload or a return through history does not repeat it
  useEffect(() => {
    if (flashMessageOf(location.state))
      navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);

  const confirmCancel = async () => {
    if (!toCancel) return;
    const target = toCancel;
    setCancelFailure(null);
    try {
      const { message } = await cancelReservation.trigger(target.id);
      if (message) notify.success(message);
    } catch (error) {
      const reason = accountErrorMessage(error, "");
      setCancelFailure(
        reason ? `${reservationMessages.cancelFailed} ${reason}` : reservationMessages.cancelFailed,
      );
      void list.mutate();
    } finally {
      setToCancel(null);
    }
  };

  const header = (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{reservationsTexts.title}</h1>
      <p className="text-muted">{reservationsTexts.subtitle}</p>
    </div>
  );

  if (list.error && !list.data) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadError message={reservationMessages.userLoadFailed} onRetry={() => void list.mutate()} />
      </div>
    );
  }

  if (!list.data) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        {header}
        <FormMessage tone="success" message={flash} />
        <ReservationStats loading />
        <span className="sr-only">Rezervasyonlar yükleniyor</span>
        {[0, 1, 2].map((placeholder) => (
          <Skeleton key={placeholder} shape="rect" className="h-44 rounded-card" />
        ))}
      </div>
    );
  }

  const { items, count } = list.data;
  const counts = reservationCounts(items, now);
  const ordered = playerOrder(items, now);
  const shown = tab === "all" ? ordered : ordered.filter((r) => r.status === tab);

  return (
    <div className="flex flex-col gap-6">
      {header}
      <FormMessage tone="success" message={flash} />
      <FormMessage message={cancelFailure} />
      <ReservationStats counts={counts} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as ReservationTab)}>
        <TabsList aria-label={reservationsTexts.tabsLabel}>
          {reservationTabs.map((value) => (
            <TabsTrigger key={value} value={value} count={value === "all" ? counts.total : counts[value]}>
              {value === "all" ? reservationsTexts.all : reservationStatusLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {reservationTabs.map((value) => (
          <TabsContent key={value} value={value} className="flex flex-col gap-4">
            {value === tab ? (
              shown.length === 0 ? (
                <EmptyState
                  bordered
                  title={tab === "all" ? reservationsTexts.emptyAll : reservationsTexts.emptyTab}
                  description={
                    tab === "all" ? reservationsTexts.emptyAllHint : reservationsTexts.emptyTabHint
                  }
                  action={
                    tab === "all" ? (
                      <Button asChild>
                        <UiLink href={paths.facilities.href()}>{reservationsTexts.browse}</UiLink>
                      </Button>
                    ) : undefined
                  }
                />
              ) : (
                shown.map((reservation) => {
                  const allowed = reservationActions(reservation, now);
                  return (
                    <ReservationCard
                      key={reservation.id}
                      {...(reservation.id === highlightId && {
                        "data-highlighted": true,
                        className: "ring-2 ring-primary ring-offset-2",
                        ref: scrollToHighlighted,
                      })}
                      headingLevel={2}
                      reservation={reservationCardData(reservation)}
                      facilityHref={paths.facility.href(reservation.facilityId)}
                      canPay={allowed.canPay}
                      payHref={paths.payment.href(reservation.id)}
                      canCancel={allowed.canCancel}
                      onCancel={() => setToCancel(reservation)}
                      cancelling={cancelling === reservation.id}
                      canRebook={allowed.canRebook}
                      rebookHref={paths.booking.href(reservation.facilityId)}
                      {...reservationNotice(reservation, now)}
                    />
                  );
                })
              )
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
      {count > items.length ? (
        <p className="text-center text-sm text-muted">{reservationsTexts.truncated(items.length, count)}</p>
      ) : null}
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open) setToCancel(null);
        }}
        title={reservationsTexts.cancelTitle}
        description={
          toCancel
            ? `${reservationMessages.cancelConfirm} ${cancelMoneyText(toCancel)}`
            : reservationMessages.cancelConfirm
        }
        loading={cancelling !== null}
        onConfirm={() => void confirmCancel()}
      />
    </div>
  );
}
