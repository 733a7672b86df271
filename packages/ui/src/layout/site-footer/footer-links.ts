/** A link in the footer. */
export type FooterLink = { label: string; href: string };

/** The five cities the product highlights; `slug` is the `city` query value of /facilities. */
export const popularCities = [
  { slug: "istanbul", name: "İstanbul" },
  { slug: "ankara", name: "Ankara" },
  { slug: "izmir", name: "İzmir" },
  { slug: "antalya", name: "Antalya" },
  { slug: "bursa", name: "Bursa" },
] as const;

export const footerQuickLinks: readonly FooterLink[] = [
  { label: "Ana Sayfa", href: "/" },
  { label: "Halı Sahalar", href: "/facilities" },
  { label: "Hakkımızda", href: "/about" },
  { label: "İletişim", href: "/contact" },
];

export const footerCityLinks: readonly FooterLink[] = popularCities.map((city) => ({
  label: city.name,
  href: `/facilities?city=${city.slug}`,
}));

export const footerLegalLinks: readonly FooterLink[] = [
  { label: "Kullanım Koşulları", href: "/terms" },
  { label: "Gizlilik Politikası", href: "/privacy" },
  { label: "Çerez Politikası", href: "/cookies" },
];

export const supportContact = {
  email: "destek@halisaha.dev",
  phone: "0850 000 00 00",
  /** the phone number in the international form a `tel:` link needs */
  phoneHref: "tel:+908500000000",
  hours: "Hafta içi 09:00-18:00",
} as const;
