import { facilityMessages, useFacilities, useSession } from "@halisaha/data";
import { Button, FacilityCard, FacilityCardSkeleton, FacilityGrid, UiLink } from "@halisaha/ui";
import { useId } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { CalendarGlyph, SearchGlyph, ShieldGlyph } from "./glyphs";
import { cardDataOf } from "./card-data";
import { CitySearch } from "./city-search";
import { facilitiesHref } from "./filters";
import { LoadError } from "../../shared/load-error";

const benefits = [
  {
    title: "Kolay Arama",
    text: "Şehrine, ilçene ve bütçene uygun halı sahayı saniyeler içinde bul.",
    Icon: SearchGlyph,
  },
  {
    title: "Hızlı Rezervasyon",
    text: "Müsait saatleri gör, bir saatlik dilimini birkaç dokunuşla ayır.",
    Icon: CalendarGlyph,
  },
  {
    title: "Güvenli Ödeme",
    text: "Kartla güvenle öde; rezervasyonunu iptal edersen ödemen iade edilir.",
    Icon: ShieldGlyph,
  },
] as const;

/** How many top-rated facilities the home shows; the API lists by rating, highest first. */
const POPULAR_COUNT = 3;

/**
 * / 'Ana Sayfa': the hero with the city search, three benefits, the three
 * top-rated facilities and the sign-up call to action.
 */
export function HomeScreen() {
  const navigate = useNavigate();
  const { status } = useSession();
  const isGuest = status !== "authenticated";
  const ids = { hero: useId(), benefits: useId(), popular: useId(), cta: useId() };

  return (
    <div className="flex flex-col gap-14">
      <section
        aria-labelledby={ids.hero}
        className="flex flex-col gap-6 rounded-card bg-secondary px-5 py-10 text-secondary-foreground sm:px-10 sm:py-14"
      >
        <div className="flex max-w-3xl flex-col gap-3">
          <h1 id={ids.hero} className="text-3xl font-bold sm:text-5xl">
            Halı sahanı bul, maçını hemen ayır
          </h1>
          <p className="text-lg text-secondary-foreground/90">
            Türkiye’nin dört bir yanındaki halı sahaları karşılaştır, müsait saati seç, rezervasyonunu
            dakikalar içinde tamamla.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <UiLink href={paths.facilities.href()}>Halı Sahaları Keşfet</UiLink>
          </Button>
          {isGuest ? (
            <Button asChild size="lg" variant="outline">
              <UiLink href={paths.register.href()}>Ücretsiz Kayıt Ol</UiLink>
            </Button>
          ) : (
            <Button asChild size="lg" variant="outline">
              <UiLink href={paths.user.favorites.href()}>Favorilerim</UiLink>
            </Button>
          )}
        </div>
        <div className="rounded-card bg-surface p-3 text-foreground shadow-raised sm:p-4">
          <CitySearch
            aria-label="Şehirde halı saha ara"
            onSearch={(search) => navigate(facilitiesHref(search))}
          />
        </div>
      </section>

      <section aria-labelledby={ids.benefits} className="flex flex-col gap-6">
        <h2 id={ids.benefits} className="text-2xl font-bold text-foreground">
          Neden bizimle oynamalısın?
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {benefits.map(({ title, text, Icon }) => (
            <li
              key={title}
              className="flex gap-4 rounded-card border border-border bg-surface p-5 shadow-card"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-pill bg-primary-soft text-primary">
                <Icon />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-semibold text-foreground">{title}</h3>
                <p className="text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={ids.popular} className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={ids.popular} className="text-2xl font-bold text-foreground">
              Popüler Tesisler
            </h2>
            <p className="text-muted">Oyuncuların en yüksek puan verdiği sahalar</p>
          </div>
          <Button asChild variant="link">
            <UiLink href={paths.facilities.href()}>Tümünü Gör</UiLink>
          </Button>
        </div>
        <PopularFacilities />
      </section>

      {isGuest ? (
        <section
          aria-labelledby={ids.cta}
          className="flex flex-col items-start gap-4 rounded-card bg-primary px-5 py-10 text-primary-foreground sm:flex-row sm:items-center sm:justify-between sm:px-10"
        >
          <div className="flex flex-col gap-2">
            <h2 id={ids.cta} className="text-2xl font-bold">
              Takımını topla, sahaya çık!
            </h2>
            <p className="text-primary-foreground/90">
              Ücretsiz üye ol; favori sahalarını kaydet, rezervasyonlarını tek yerden yönet.
            </p>
          </div>
          <Button asChild size="lg" variant="secondary">
            <UiLink href={paths.register.href()}>Hemen Üye Ol</UiLink>
          </Button>
        </section>
      ) : null}
    </div>
  );
}

/** The top-rated active facilities, straight from GET /facilities (rating high to low). */
function PopularFacilities() {
  const popular = useFacilities({ limit: POPULAR_COUNT, offset: 0 });
  if (popular.error) {
    return <LoadError message={facilityMessages.listLoadFailed} onRetry={() => void popular.mutate()} />;
  }
  if (!popular.data) {
    return (
      <FacilityGrid loading>
        <span className="sr-only">Yükleniyor...</span>
        {Array.from({ length: POPULAR_COUNT }, (_, i) => (
          <FacilityCardSkeleton key={i} />
        ))}
      </FacilityGrid>
    );
  }
  if (popular.data.items.length === 0) {
    return <p className="text-muted">Henüz listelenen bir tesis yok. Çok yakında burada olacak.</p>;
  }
  return (
    <FacilityGrid>
      {popular.data.items.map((facility) => (
        <FacilityCard
          key={facility.id}
          facility={cardDataOf(facility, { withRating: true })}
          href={paths.facility.href(facility.id)}
        />
      ))}
    </FacilityGrid>
  );
}
