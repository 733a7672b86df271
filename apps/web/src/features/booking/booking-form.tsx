import { zodResolver } from "@hookform/resolvers/zod";
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  bookingAmounts,
  bookingFormSchema,
  bookingPriceOf,
  defaultPaymentMethod,
  formatDateTr,
  formatLira,
  isApiError,
  istanbulToday,
  parseYmd,
  reservationMessages,
  slotsOfDay,
  useCreateReservation,
  useReservationTimes,
  type ApiError,
  type Facility,
  type Reservation,
  type SessionUser,
  type TimeSlot,
} from "@halisaha/data";
import {
  BookingSummary,
  Button,
  DatePicker,
  FormField,
  Input,
  PaymentMethodPicker,
  Skeleton,
  SlotPicker,
  Textarea,
  UiLink,
} from "@halisaha/ui";
import { useEffect, useState } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { notify } from "../../shared/toasts";
import { FormMessage } from "../../shared/form-message";
import { serverErrorOf } from "../../shared/server-errors";
import { bookingBody, type BookingFormOutput } from "./booking-body";
import { BookingSuccess } from "./booking-success";
import { bookingTexts } from "./messages";

export function BookingSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <h1 className="sr-only">Yükleniyor...</h1>
      <Skeleton shape="rect" className="h-8 w-2/3 rounded-sm" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton shape="rect" className="h-96 rounded-card" />
        <Skeleton shape="rect" className="h-72 rounded-card" />
      </div>
    </div>
  );
}

/**
 * The fields a server field error can land on. The hour's own error (`startTime`: taken, past
 * or closed) has no field: it shows above the button, and the hour is chosen again.
 */
const shownFields: readonly Path<BookingFormOutput>[] = [
  "date",
  "paymentMethod",
  "contactName",
  "contactEmail",
  "contactPhone",
  "notes",
];

/**
 * Whether a failed booking keeps the user on the form rather than going back to /facilities:
 * the hour was taken meanwhile (409), has passed or is closed, or the server refused a field
 * (400); each answer names its field.
 */
const staysOnForm = (error: ApiError) =>
  (error.status === 400 || error.status === 409) && error.fieldErrors.length > 0;

/**
 * The booking form: date (today or later, `?date=` keeps it across the phone verification
 * detour), a one-hour slot, payment method, contact details prefilled from the account, notes,
 * and the price and deposit summary; then the success view.
 */
export function BookingForm({ facility, user }: { facility: Facility; user: SessionUser }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { trigger: createReservation } = useCreateReservation();
  const [today] = useState(istanbulToday);
  const lastDay = addDays(today, BOOKING_HORIZON_DAYS);
  const [schema] = useState(() => bookingFormSchema(today));
  const [created, setCreated] = useState<Reservation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // the last submit failed without an answer about the booking (5xx, network): offer it again
  const [retryable, setRetryable] = useState(false);

  const asked = searchParams.get("date");
  const firstDate = asked && parseYmd(asked) && asked >= today && asked <= lastDay ? asked : today;
  const form = useForm({
    resolver: zodResolver(schema),
    mode: "all",
    defaultValues: {
      date: firstDate,
      timeSlot: "",
      slotDate: "",
      paymentMethod: defaultPaymentMethod,
      contactName: `${user.firstName} ${user.lastName}`.trim(),
      contactEmail: user.email,
      contactPhone: user.phoneNumber ?? "",
      notes: "",
    },
  });
  const { errors, isSubmitting, isValid } = form.formState;
  const [date, timeSlot, slotDate, paymentMethod] = form.watch([
    "date",
    "timeSlot",
    "slotDate",
    "paymentMethod",
  ]);

  const times = useReservationTimes(facility.id, parseYmd(date) ? date : null);
  const slots = times.data?.items ?? [];
  // an hour past midnight belongs to the next calendar day: the picker says so, with the date
  const shownSlots = slots.map((slot) =>
    slot.date === date
      ? slot
      : {
          ...slot,
          note: `${bookingTexts.nextDay} · ${formatDateTr(slot.date, { day: "numeric", month: "long" })}`,
        },
  );
  const chosen = slots.find((slot) => slot.startTime === timeSlot && slot.date === slotDate) ?? null;

  // the chosen hour was taken (or passed) meanwhile: the choice goes
  const { setValue } = form;
  useEffect(() => {
    if (!timeSlot || !times.data) return;
    const still = times.data.items.find((slot) => slot.startTime === timeSlot && slot.date === slotDate);
    if (!still || !still.status) {
      setValue("slotDate", "");
      setValue("timeSlot", "", { shouldValidate: true });
    }
  }, [times.data, timeSlot, slotDate, setValue]);

  const pricing = bookingPriceOf(facility, date, times.data, chosen, today);
  const split = bookingAmounts(pricing.price, pricing.deposit, paymentMethod);

  const chooseDate = (next: string, onChange: (value: string) => void) => {
    onChange(next);
    setValue("slotDate", "");
    setValue("timeSlot", "", { shouldValidate: true });
    setFailure(null);
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        copy.set("date", next);
        return copy;
      },
      { replace: true },
    );
  };

  const chooseSlot = (slot: TimeSlot) => {
    setValue("slotDate", slot.date);
    setValue("timeSlot", slot.startTime, { shouldValidate: true, shouldDirty: true });
    setFailure(null);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!chosen) {
      form.setError("timeSlot", { type: "required", message: reservationMessages.slotRequired });
      return;
    }
    setFailure(null);
    setRetryable(false);
    try {
      const result = await createReservation(bookingBody(facility.id, values, chosen, pricing.deposit));
      if (result.message) notify.success(result.message);
      setCreated(result.reservation);
    } catch (error) {
      if (isApiError(error) && error.status === 403) {
        navigate(paths.phoneVerification.href(), {
          state: { from: `${location.pathname}${location.search}` },
        });
        return;
      }
      if (isApiError(error) && staysOnForm(error)) {
        setFailure(serverErrorOf(error, form, reservationMessages.bookingFailed, shownFields));
        void times.mutate();
        return;
      }
      if (isApiError(error) && error.status === 409) {
        // the facility stopped taking bookings: nothing on this form can fix that
        notify.error(reservationMessages.bookingFailed);
        navigate(paths.facilities.href(), { state: { message: reservationMessages.bookingFailed } });
        return;
      }
      // A server or network failure: the choice and the details stay, the booking can be sent
      // again (a redirect to /facilities would lose them).
      const reason = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : "";
      setFailure(reason || reservationMessages.bookingFailed);
      setRetryable(true);
    }
  });

  if (created) return <BookingSuccess reservation={created} />;

  const closed = (day: string) => slotsOfDay(facility.workingHours, day).length === 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <Button asChild variant="link" className="self-start">
          <UiLink href={paths.facility.href(facility.id)}>← {facility.name}</UiLink>
        </Button>
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{bookingTexts.title}</h1>
        <p className="text-muted">
          {facility.name} · {facility.district.name} / {facility.city.name}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <form
          noValidate
          aria-label={bookingTexts.formLabel}
          onSubmit={onSubmit}
          className="flex flex-col gap-6 rounded-card border border-border bg-surface p-5 shadow-card"
        >
          <section className="flex flex-col gap-4" aria-labelledby="booking-when">
            <h2 id="booking-when" className="text-lg font-semibold">
              {bookingTexts.whenHeading}
            </h2>
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <DatePicker
                  label="Tarih"
                  required
                  value={field.value}
                  onChange={(next) => chooseDate(next, field.onChange)}
                  min={today}
                  max={lastDay}
                  today={today}
                  isDateDisabled={closed}
                  disabled={isSubmitting}
                  error={errors.date?.message}
                />
              )}
            />
            <SlotPicker
              label="Saat"
              required
              slots={shownSlots}
              value={chosen?.time ?? null}
              onChange={(time) => {
                const slot = slots.find((s) => s.time === time);
                if (slot) chooseSlot(slot);
              }}
              loading={times.isLoading}
              loadError={times.error ? bookingTexts.slotsLoadFailed : undefined}
              onRetry={() => void times.mutate()}
              emptyMessage={closed(date) ? bookingTexts.closedDay : bookingTexts.noSlots}
              error={errors.timeSlot?.message}
              disabled={isSubmitting}
            />
          </section>
          <Controller
            control={form.control}
            name="paymentMethod"
            render={({ field }) => (
              <PaymentMethodPicker
                required
                value={field.value}
                onChange={field.onChange}
                depositAmount={pricing.deposit}
                error={errors.paymentMethod?.message}
                disabled={isSubmitting}
              />
            )}
          />
          <section className="flex flex-col gap-4" aria-labelledby="booking-contact">
            <h2 id="booking-contact" className="text-lg font-semibold">
              {bookingTexts.contactHeading}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Ad Soyad"
                required
                error={errors.contactName?.message}
                className="sm:col-span-2"
              >
                <Input autoComplete="name" {...form.register("contactName")} />
              </FormField>
              <FormField label="E-posta" required error={errors.contactEmail?.message}>
                <Input type="email" autoComplete="email" {...form.register("contactEmail")} />
              </FormField>
              <FormField label="Telefon" required error={errors.contactPhone?.message}>
                <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register("contactPhone")} />
              </FormField>
              <FormField
                label="Notlar"
                hint={bookingTexts.notesHint}
                error={errors.notes?.message}
                className="sm:col-span-2"
              >
                <Textarea rows={3} maxLength={500} {...form.register("notes")} />
              </FormField>
            </div>
          </section>
          <FormMessage message={failure} />
          {retryable ? (
            <Button type="button" variant="outline" onClick={() => void onSubmit()} disabled={isSubmitting}>
              {bookingTexts.retry}
            </Button>
          ) : null}
          {!timeSlot ? <p className="text-sm text-muted">{bookingTexts.chooseSlotFirst}</p> : null}
          {chosen && split ? (
            // on a phone the summary sits below the form: the price goes above the button too
            <p
              data-testid="booking-price-line"
              className="flex flex-wrap justify-between gap-x-4 gap-y-1 rounded-control bg-neutral-50 px-3 py-2 text-sm lg:hidden"
            >
              <span>
                Toplam <strong className="tabular-nums">{formatLira(pricing.price)}</strong>
              </span>
              <span>
                {bookingTexts.dueNow} <strong className="tabular-nums">{formatLira(split.now)}</strong>
              </span>
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={isSubmitting}
            disabled={!isValid || isSubmitting}
          >
            {bookingTexts.submit}
          </Button>
        </form>
        <div className="lg:sticky lg:top-24">
          <BookingSummary
            facilityName={facility.name}
            date={chosen?.date ?? date}
            time={chosen?.time ?? null}
            paymentMethod={paymentMethod || null}
            hourlyPrice={pricing.price}
            isWeekendPrice={pricing.isWeekendPrice}
            depositAmount={pricing.deposit}
          />
        </div>
      </div>
    </div>
  );
}
