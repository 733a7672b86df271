/** The favourite texts and page sizes, without zod: the browser uses them without loading the schemas. */

/** Favourites texts (the API answers with the first two). */
export const favoriteMessages = {
  added: "Tesis favorilere eklendi",
  removed: "Tesis favorilerden çıkarıldı",
  invalidFacilityId: "Geçersiz tesis numarası",
  facilityRequired: "Tesis seçimi zorunludur",
  toggleFailed: "Favori işlemi sırasında bir hata oluştu",
  loadFailed: "Favoriler yüklenirken hata oluştu",
  removeFailed: "Favori kaldırılırken hata oluştu",
  removeConfirmTitle: "Favorilerden çıkar",
  removeConfirm: "Bu tesisi favorilerinizden çıkarmak istediğinizden emin misiniz?",
  empty: "Henüz favori tesisiniz yok",
} as const;

/** The favourites page asks 50, other callers default to 20. */
export const FAVORITES_DEFAULT_LIMIT = 20;
export const FAVORITES_PAGE_LIMIT = 50;
