import {
  amenityLabel,
  type Facility,
  facilityMessages,
  openingHoursLabel,
  isApiError,
  istanbulNowParts,
  useFacility,
} from "@halisaha/data";
import {
  AmenityList,
  Button,
  FavouriteButton,
  formatPhone,
  HoursTable,
  ImageCarousel,
  PriceTag,
  Skeleton,
  UiLink,
} from "@halisaha/ui";
import { useId, type ReactNode } from "react";
import { useDocumentTitle } from "../../shared/document-title";
import { paths } from "../../config/paths";
import { MapPinGlyph } from "./glyphs";
import { mapSearchHref, telHref, websiteHref, websiteLabel } from "./facility-links";
import { FacilityNotFound } from "../../shared/facility-not-found";
import { LoadError } from "../../shared/load-error";
import { useFavouriteToggle } from "./use-favourite-toggle";

const ratingFormat = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function BackLink() {
  return (
    <Button asChild variant="link" className="self-start">
      <UiLink href={paths.facilities.href()}>← Tüm halı sahalar</UiLink>
    </Button>
  );
}

/**
 * /facilities/{id}: images, name, place, heart, description, hours, phone,
 * address, field type and size, amenities, prices, the book button, owner, website, the map
 * block and a way back to the list. `id` null (a path naming no facility) reads as not found.
 */
export function FacilityDetailScreen({ id }: { id: number | null }) {
  const facility = useFacility(id);
  const missing = id === null || (isApiError(facility.error) && facility.error.status === 404);
  // the tab says the facility's name once it is known
  useDocumentTitle(missing ? facilityMessages.notFound : (facility.data?.name ?? "Tesis Detayı"));

  if (missing) {
    return <FacilityNotFound description="Aradığınız tesis kaldırılmış ya da hiç var olmamış olabilir." />;
  }
  if (facility.error) {
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        <h1 className="sr-only">Tesis Detayı</h1>
        <LoadError message={facilityMessages.detailLoadFailed} onRetry={() => void facility.mutate()} />
      </div>
    );
  }
  if (!facility.data) return <DetailSkeleton />;
  return <FacilityDetail facility={facility.data} />;
}

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <BackLink />
      <h1 className="sr-only">Yükleniyor...</h1>
      <Skeleton shape="rect" className="aspect-[16/9] h-auto w-full rounded-card lg:w-2/3" />
      <Skeleton shape="rect" className="h-8 w-2/3 rounded-sm" />
      <Skeleton lines={3} className="lg:w-2/3" />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-2.5 last:border-b-0 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium text-foreground sm:text-right">{children}</dd>
    </div>
  );
}

function FacilityDetail({ facility }: { facility: Facility }) {
  const ids = { about: useId(), facts: useId(), amenities: useId(), hours: useId(), map: useId() };
  const heart = useFavouriteToggle(facility.id);
  const website = websiteHref(facility.website);
  const place = `${facility.district.name} / ${facility.city.name}`;
  const owner = `${facility.facility_owner.firstName} ${facility.facility_owner.lastName}`.trim();
  const hours = openingHoursLabel(facility.openingTime, facility.closingTime);
  const section = "flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-card";
  const sectionTitle = "text-lg font-semibold text-foreground";

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <BackLink />
        <ImageCarousel images={facility.images} name={facility.name} />
        <header className="flex items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-1.5">
            <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{facility.name}</h1>
            <p className="text-muted">
              <span className="sr-only">Konum: </span>
              {place}
            </p>
            <p className="text-sm font-medium text-foreground">
              <span aria-hidden="true" className="text-warning">
                ★{" "}
              </span>
              <span className="sr-only">Puan: </span>
              {ratingFormat.format(facility.rating)} / 5
            </p>
          </div>
          <FavouriteButton active={heart.isFavorite} onToggle={heart.onToggle} loading={heart.pending} />
        </header>
      </div>

      <aside
        aria-label="Fiyat ve rezervasyon"
        className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-card lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        <div className="flex flex-col gap-1">
          <span className="text-sm text-muted">Saatlik ücret</span>
          <PriceTag amount={facility.pricePerHour} size="lg" />
        </div>
        <dl className="flex flex-col">
          {facility.weekendPricePerHour !== null ? (
            <Fact label="Hafta sonu saatlik ücret">
              <PriceTag amount={facility.weekendPricePerHour} size="sm" />
            </Fact>
          ) : null}
          {facility.depositAmount ? (
            <Fact label="Kapora">
              <PriceTag amount={facility.depositAmount} unit="₺" size="sm" />
            </Fact>
          ) : null}
          <Fact label="Tesis sahibi">{owner}</Fact>
          {website ? (
            <Fact label="Web sitesi">
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline-offset-4 hover:underline"
              >
                {websiteLabel(website)}
              </a>
            </Fact>
          ) : null}
        </dl>
        <Button asChild size="lg" fullWidth>
          <UiLink href={paths.booking.href(facility.id)}>Rezervasyon Yap</UiLink>
        </Button>
      </aside>

      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1">
        <section aria-labelledby={ids.about} className={section}>
          <h2 id={ids.about} className={sectionTitle}>
            Tesis Hakkında
          </h2>
          <p className="leading-relaxed whitespace-pre-line text-foreground">
            {facility.description || "Bu tesis için henüz bir açıklama eklenmemiş."}
          </p>
        </section>

        <section aria-labelledby={ids.facts} className={section}>
          <h2 id={ids.facts} className={sectionTitle}>
            Tesis Bilgileri
          </h2>
          <dl className="flex flex-col">
            {/* from the first hour's start to the last hour's end, as the hours table */}
            <Fact label="Çalışma saatleri">{hours}</Fact>
            {facility.phone ? (
              <Fact label="Telefon">
                <a href={telHref(facility.phone)} className="text-primary underline-offset-4 hover:underline">
                  {formatPhone(facility.phone)}
                </a>
              </Fact>
            ) : null}
            {facility.email ? (
              <Fact label="E-posta">
                <a
                  href={`mailto:${facility.email}`}
                  className="break-all text-primary underline-offset-4 hover:underline"
                >
                  {facility.email}
                </a>
              </Fact>
            ) : null}
            <Fact label="Adres">{facility.address}</Fact>
            <Fact label="Zemin">{facility.fieldType}</Fact>
            <Fact label="Saha boyutu">{facility.fieldSize}</Fact>
          </dl>
        </section>

        <section aria-labelledby={ids.amenities} className={section}>
          <h2 id={ids.amenities} className={sectionTitle}>
            Olanaklar
          </h2>
          <AmenityList
            amenities={facility.amenities.map(amenityLabel)}
            size="md"
            emptyMessage="Olanak belirtilmemiş"
          />
        </section>

        <section aria-labelledby={ids.hours} className={section}>
          <h2 id={ids.hours} className={sectionTitle}>
            Çalışma Saatleri
          </h2>
          <HoursTable
            workingHours={facility.workingHours}
            today={istanbulNowParts().isoWeekday}
            caption={null}
          />
        </section>

        <section aria-labelledby={ids.map} className={section}>
          <h2 id={ids.map} className={sectionTitle}>
            Konum
          </h2>
          <div className="flex flex-col gap-4 rounded-control bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-pill bg-surface text-primary">
                <MapPinGlyph />
              </span>
              <address className="flex flex-col not-italic">
                <span className="font-medium text-foreground">{facility.address}</span>
                <span className="text-sm text-muted">{place}</span>
              </address>
            </div>
            <Button asChild variant="outline">
              <a
                href={mapSearchHref(facility.address, facility.district.name, facility.city.name)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Haritada aç
              </a>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
