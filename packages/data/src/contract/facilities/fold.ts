/**
 * Turkish-aware folding for search and slugs, the same on both sides: the API stores
 * `foldTurkish(name + " " + address + " " + district)` and folds the query the same way, so
 * `kadikoy`, `Kadıköy` and `KADIKÖY` all read `kadikoy`.
 */
const turkishLetters: Readonly<Record<string, string>> = {
  İ: "i",
  I: "i",
  ı: "i",
  Ş: "s",
  ş: "s",
  Ğ: "g",
  ğ: "g",
  Ü: "u",
  ü: "u",
  Ö: "o",
  ö: "o",
  Ç: "c",
  ç: "c",
};

/**
 * Lower-cases Turkish-aware and folds İ/I/ı→i, Ş→s, Ğ→g, Ü→u, Ö→o, Ç→c; any other accent
 * (â, î, é, …) is dropped too. Spacing and punctuation are kept.
 */
export function foldTurkish(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[İIıŞşĞğÜüÖöÇç]/g, (letter) => turkishLetters[letter] ?? letter)
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** An ASCII URL slug: `İstanbul` → `istanbul`, `19 Mayıs` → `19-mayis`. */
export function turkishSlug(text: string): string {
  return foldTurkish(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
