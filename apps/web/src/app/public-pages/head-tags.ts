/** A page's head as HTML tags, every value escaped for where it goes. */
import type { PageHead } from "./declaration";

/** The head of an address with nothing at it: the not-found title, kept out of search engines. */
export const NOT_FOUND_HEAD = `<title>Sayfa bulunamadı · halisaha</title>\n    <meta name="robots" content="noindex" />`;

/** The tags for the page's `<head>`; the title and description alone for a page without a preview. */
export function headTags(head: PageHead): string {
  const meta = (attribute: "name" | "property", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;
  const tags = [`<title>${escapeText(head.title)}</title>`, meta("name", "description", head.description)];
  if (head.canonicalUrl !== undefined) {
    const image = head.imageUrl ?? null;
    tags.push(
      `<link rel="canonical" href="${escapeAttribute(head.canonicalUrl)}" />`,
      meta("property", "og:type", "website"),
      meta("property", "og:site_name", "halisaha"),
      meta("property", "og:locale", "tr_TR"),
      meta("property", "og:title", head.title),
      meta("property", "og:description", head.description),
      meta("property", "og:url", head.canonicalUrl),
      ...(image ? [meta("property", "og:image", image)] : []),
      meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
      meta("name", "twitter:title", head.title),
      meta("name", "twitter:description", head.description),
      ...(image ? [meta("name", "twitter:image", image)] : []),
    );
  }
  if (head.jsonLd !== undefined) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join("\n    ");
}

export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, "&quot;");
}

/** JSON inside `<script>`: `<` escaped, so no text can close the tag or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
