/**
 * The shape of a legal text (terms, privacy, cookies): plain data, rendered by `LegalPage`.
 * Inline parts keep the texts free of markup: a string, a code name (`token`) or a link.
 */
export type LegalInline = string | { code: string } | { href: string; label: string };

/** A run of text: one string, or inline parts in order. */
export type LegalText = string | readonly LegalInline[];

export type LegalBlock =
  | { kind: "paragraph"; text: LegalText }
  | { kind: "list"; items: readonly LegalText[]; ordered?: boolean }
  | { kind: "definitions"; items: readonly { term: LegalText; description: LegalText }[] };

export type LegalSection = {
  /** the in-page anchor; ASCII, unique on the page */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  title: string;
  /** the date of the last change, Turkish, e.g. '21 Kasım 2026' */
  updated: string;
  /** the same date as YYYY-MM-DD for `<time dateTime>` */
  updatedIso: string;
  /** paragraphs before the table of contents */
  intro: readonly LegalText[];
  sections: readonly LegalSection[];
};

/** The date every legal text of halisaha was last changed. */
export const legalUpdated = { updated: "21 Kasım 2026", updatedIso: "2026-11-21" } as const;

/** Helpers that keep the data modules short. */
export const paragraph = (text: LegalText): LegalBlock => ({ kind: "paragraph", text });
export const list = (items: readonly LegalText[], ordered = false): LegalBlock => ({
  kind: "list",
  items,
  ordered,
});
export const definitions = (items: readonly { term: LegalText; description: LegalText }[]): LegalBlock => ({
  kind: "definitions",
  items,
});
