/** Outside links of a facility: its website and its place on a map. */

/** A website as an http(s) link; a bare 'www.ornek.com' gets https. Anything else is no link. */
export function websiteHref(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The website's host for its link text ('www.ornek.com'). */
export function websiteLabel(href: string): string {
  return new URL(href).host;
}

/** Google Maps' search for an address (no script, no key: a plain link). */
export function mapSearchHref(...parts: (string | null | undefined)[]): string {
  const query = parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A phone number as a `tel:` link (digits only, Turkish numbers with +90). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+90${digits}`;
  if (digits.length === 11 && digits.startsWith("0")) return `tel:+9${digits}`;
  return `tel:${digits}`;
}
