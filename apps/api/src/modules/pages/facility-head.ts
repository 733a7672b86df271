import { formatTry, openingAndClosingTime, type Facility } from "@halisaha/data/contract";
import { escapeAttribute, escapeText, jsonForScript } from "./html";

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

/** What a facility page's `<head>` says of it: title, description, links and structured data. */
export interface FacilityHead {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  jsonLd: Record<string, unknown>;
}

/** `origin` is the site's public origin (`https://halisaha.com.tr`), without a trailing slash. */
export function facilityHead(facility: Facility, origin: string): FacilityHead {
  const place = `${facility.district.name}, ${facility.city.name}`;
  const price = `${formatTry(facility.pricePerHour, { fractionDigits: 0 })} / saat`;
  const canonicalUrl = `${origin}/facilities/${facility.id}`;
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

/** The tags to put in the page's `<head>`, every value escaped. */
export function facilityHeadTags(head: FacilityHead): string {
  const meta = (attribute: "name" | "property", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;
  const tags = [
    `<title>${escapeText(head.title)}</title>`,
    meta("name", "description", head.description),
    `<link rel="canonical" href="${escapeAttribute(head.canonicalUrl)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", "halisaha"),
    meta("property", "og:locale", "tr_TR"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonicalUrl),
    ...(head.imageUrl ? [meta("property", "og:image", head.imageUrl)] : []),
    meta("name", "twitter:card", head.imageUrl ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    ...(head.imageUrl ? [meta("name", "twitter:image", head.imageUrl)] : []),
    `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ];
  return tags.join("\n    ");
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
