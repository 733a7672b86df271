/**
 * A facility's public page (`paths.facility`): its head says what the facility is, so a shared
 * link shows a preview and search engines see the place: title (name, district, city),
 * description (field, place, price per hour, the description's start), canonical link, Open
 * Graph and Twitter tags and schema.org `SportsActivityLocation` JSON-LD. Every public
 * facility is in the sitemap. Server-only (`entry-server.tsx`).
 */
import { facilityKey, formatTry, openingAndClosingTime, type Facility } from "@halisaha/data";
import { paths } from "../../config/paths";
import type { PageHead, PublicPage } from "./declaration";

/** schema.org's day names for the contract's weekday keys. */
const SCHEMA_DAYS: Record<string, string> = {
  monday: "https://schema.org/Monday",
  tuesday: "https://schema.org/Tuesday",
  wednesday: "https://schema.org/Wednesday",
  thursday: "https://schema.org/Thursday",
  friday: "https://schema.org/Friday",
  saturday: "https://schema.org/Saturday",
  sunday: "https://schema.org/Sunday",
};

/** Link previews (WhatsApp, Telegram) take raster pictures only: the shipped SVGs are left out. */
const RASTER = /\.(?:webp|jpe?g|png)$/i;

export const facilityPage: PublicPage = {
  head: ({ params, readOf, origin }) => {
    // A malformed id names no facility: the screen says so without asking.
    const key = facilityKey(params.facilityId);
    const read = key === null ? undefined : readOf(key);
    if (key === null || (read !== undefined && "error" in read)) return "not-found";
    return read === undefined ? null : facilityHead(read.data as Facility, origin);
  },
  sitemap: { each: "facilities", href: (id) => paths.facility.href(id) },
};

/** `origin` is the site's public origin (`https://halisaha.com.tr`), without a trailing slash. */
export function facilityHead(facility: Facility, origin: string): PageHead {
  const place = `${facility.district.name}, ${facility.city.name}`;
  const price = `${formatTry(facility.pricePerHour, { fractionDigits: 0 })} / saat`;
  const canonicalUrl = `${origin}${paths.facility.href(facility.id)}`;
  const image = mainImage(facility);
  const imageUrl = image ? absolute(image, origin) : null;
  const summary = facility.description.trim().replace(/\s+/g, " ");
  const description = [`${facility.fieldType} ${facility.fieldSize} · ${place} · ${price}.`, summary]
    .filter((part) => part !== "")
    .join(" ")
    .slice(0, 200);
  return {
    title: `${facility.name} · ${place} · halisaha`,
    description,
    canonicalUrl,
    imageUrl,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "SportsActivityLocation",
      "@id": canonicalUrl,
      name: facility.name,
      description: summary || undefined,
      url: canonicalUrl,
      image: imageUrl ?? undefined,
      telephone: facility.phone ?? undefined,
      priceRange: price,
      address: {
        "@type": "PostalAddress",
        streetAddress: facility.address,
        addressLocality: facility.district.name,
        addressRegion: facility.city.name,
        addressCountry: "TR",
      },
      openingHoursSpecification: facility.workingHours
        .filter((day) => day.isOpen && day.hours.length > 0)
        .map((day) => {
          const { openingTime, closingTime } = openingAndClosingTime([day]);
          return {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: SCHEMA_DAYS[day.day],
            opens: openingTime.slice(0, 5),
            closes: hourAfter(closingTime),
          };
        }),
    },
  };
}

/** The main picture a preview can show: the card size of an upload (small enough for WhatsApp). */
function mainImage(facility: Facility): string | null {
  const images = [...facility.images].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  for (const image of images) {
    const url = image.cardUrl ?? image.imageUrl;
    if (RASTER.test(new URL(url, "http://x").pathname)) return url;
  }
  return null;
}

function absolute(url: string, origin: string): string {
  return new URL(url, `${origin}/`).toString();
}

/** "22:00:00" (the last bookable hour's start) → "23:00"; "23:00:00" (open till midnight) → "00:00". */
function hourAfter(time: string): string {
  const hour = (Number(time.slice(0, 2)) + 1) % 24;
  return `${String(hour).padStart(2, "0")}:00`;
}
