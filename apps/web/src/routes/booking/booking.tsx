import { zodResolver } from "@hookform/resolvers/zod";
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  bookingFormSchema,
  defaultPaymentMethod,
  depositFor,
  facilityMessages,
  isApiError,
  istanbulToday,
  parseFacilityId,
  parseYmd,
  priceForDate,
  reservationMessages,
  slotsOfDay,
  useCreateReservation,
  useFacility,
  useReservationTimes,
  useSession,
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
  PageNotice,
  PaymentMethodPicker,
  Skeleton,
  SlotPicker,
  Textarea,
  UiLink,
} from "@halisaha/ui";
import { useEffect, useMemo, useState } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { paths } from "../../app/paths";
import { notify } from "../../app/toasts";
import { FormMessage } from "../../features/accounts/form-message";
import { bookingBody, type BookingFormOutput } from "../../features/booking/booking-body";
import { BookingSuccess } from "../../features/booking/booking-success";
import { bookingTexts } from "../../features/booking/messages";
import { LoadError } from "../../features/discovery/load-error";
import { discoveryMessages } from "../../features/discovery/messages";

/**
 * /booking/{facilityId} (spec sections 2, 4, 5): date (today or later, `?date=` keeps it across
 * the phone verification detour), a one-hour slot, payment method, contact details prefilled
 * from the account, notes, and the price and deposit summary; then the success view. A user
 * whose phone is not verified goes to /phone-verification first and comes back here.
 */
export default function BookingRoute() {
  const { facilityId } = useParams();
  const id = parseFacilityId(facilityId);
  const facility = useFacility(id);
  const { user } = useSession();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  // one object per path: <Navigate> navigates again whenever its state changes identity
  const returnState = useMemo(() => ({ from }), [from]);

  if (user && !user.isPhoneVerified) {
    return <Navigate to={paths.phoneVerification} replace state={returnState} />;
  }
  if (id === null || (isApiError(facility.error) && facility.error.status === 404)) {
    return (
      <PageNotice
        title={facilityMessages.notFound}
        description={bookingTexts.facilityMissing}
        actions={
          <Button asChild>
            <UiLink href={paths.facilities}>Halı sahalara dön</UiLink>
          </Button>
        }
      />
    );
  }
  if (facility.error) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{bookingTexts.title}</h1>
        <LoadError message={discoveryMessages.detailLoadFailed} onRetry={() => void facility.mutate()} />
      </div>
    );
  }
  if (!facility.data || !user) return <BookingSkeleton />;
  return <BookingForm facility={facility.data} user={user} />;
}

function BookingSkeleton() {
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
 * Which server field errors land on which form field. The hour's own message (`startTime`: taken,
 * past or closed) shows above the button instead, and the hour is chosen again.
 */
const formFieldOf: Record<string, Path<BookingFormOutput>> = {
  date: "date",
  paymentMethod: "paymentMethod",
  contactName: "contactName",
  contactEmail: "contactEmail",
  contactPhone: "contactPhone",
  notes: "notes",
};

/**
 * Whether a failed booking keeps the user on the form (better than the spec's trip back to
 * /facilities): the hour was taken meanwhile (409), has passed or is closed, or the server
 * refused a field (400) — each answer names its field.
 */
const staysOnForm = (error: ApiError) =>
  (error.status === 400 || error.status === 409) && error.fieldErrors.length > 0;

function BookingForm({ facility, user }: { facility: Facility; user: SessionUser }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const createReservation = useCreateReservation();
  const [today] = useState(istanbulToday);
  const lastDay = addDays(today, BOOKING_HORIZON_DAYS);
  const [schema] = useState(() => bookingFormSchema(today));
  const [created, setCreated] = useState<Reservation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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

  const pricing = priceOf(facility, date, times.data, chosen);

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
    try {
      const result = await createReservation(bookingBody(facility.id, values, chosen, pricing.deposit));
      if (result.message) notify.success(result.message);
      setCreated(result.reservation);
    } catch (error) {
      if (isApiError(error) && error.status === 403) {
        navigate(paths.phoneVerification, { state: { from: `${location.pathname}${location.search}` } });
        return;
      }
      if (isApiError(error) && staysOnForm(error)) {
        for (const fieldError of error.fieldErrors) {
          const field = formFieldOf[fieldError.field];
          if (field) form.setError(field, { type: "server", message: fieldError.message });
        }
        setFailure(error.message);
        void times.mutate();
        return;
      }
      notify.error(reservationMessages.bookingFailed);
      navigate(paths.facilities, { state: { message: reservationMessages.bookingFailed } });
    }
  });

  if (created) return <BookingSuccess reservation={created} />;

  const closed = (day: string) => slotsOfDay(facility.workingHours, day).length === 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <Button asChild variant="link" className="self-start px-0">
          <UiLink href={paths.facility(facility.id)}>← {facility.name}</UiLink>
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
              slots={slots}
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
          {!timeSlot ? <p className="text-sm text-muted">{bookingTexts.chooseSlotFirst}</p> : null}
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
            date={date}
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

/**
 * The price and deposit to show: the chosen hour's own price (an hour past midnight of a Friday
 * is a Saturday hour), else the day's from the slot list, else the facility's for that date.
 */
function priceOf(
  facility: Facility,
  date: string,
  day: { price: number; isWeekendPrice: boolean; depositAmount: number } | undefined,
  chosen: TimeSlot | null,
) {
  if (chosen) {
    return {
      price: chosen.price,
      isWeekendPrice: priceForDate(facility, chosen.date).isWeekendPrice,
      deposit: depositFor(facility, chosen.price),
    };
  }
  if (day) return { price: day.price, isWeekendPrice: day.isWeekendPrice, deposit: day.depositAmount };
  const { price, isWeekendPrice } = priceForDate(facility, parseYmd(date) ? date : istanbulToday());
  return { price, isWeekendPrice, deposit: depositFor(facility, price) };
}
