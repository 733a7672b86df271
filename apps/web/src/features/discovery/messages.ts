/**
 * The discovery screens' Turkish texts (spec section 8).
 *
 * Some are the contract's own (`facilityMessages`, `favoriteMessages`): they are repeated here
 * because the contract keeps them in modules that build zod schemas with zod's classic API,
 * and importing any of them would put that into the first visit of /, /facilities and
 * /facilities/{id} (over the budget of scripts/bench/bundle.mjs). messages.test.ts keeps each
 * copy equal to the contract's text.
 */
export const discoveryMessages = {
  listLoadFailed: "Tesisler yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
  detailLoadFailed: "Tesis bilgileri yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
  empty: "Hiç sonuç bulunamadı",
  emptyHint: "Arama metnini veya filtreleri değiştirerek tekrar deneyin.",
  /** facilityMessages.notFound */
  notFound: "Tesis bulunamadı.",
  /** facilityMessages.invalidMinPrice */
  invalidMinPrice: "Geçersiz minimum fiyat",
  /** facilityMessages.invalidMaxPrice */
  invalidMaxPrice: "Geçersiz maksimum fiyat",
  /** facilityMessages.priceRange */
  priceRange: "Minimum fiyat maksimum fiyattan büyük olamaz",
  /** favoriteMessages.added */
  favoriteAdded: "Tesis favorilere eklendi",
  /** favoriteMessages.removed */
  favoriteRemoved: "Tesis favorilerden çıkarıldı",
  /** favoriteMessages.toggleFailed */
  favoriteToggleFailed: "Favori işlemi sırasında bir hata oluştu",
} as const;
