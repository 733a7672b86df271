/** The discovery screens' own Turkish texts (the facility texts are the contract's `facilityMessages`). */
export const discoveryMessages = {
  empty: "Hiç sonuç bulunamadı",
  emptyHint: "Arama metnini veya filtreleri değiştirerek tekrar deneyin.",
} as const;
