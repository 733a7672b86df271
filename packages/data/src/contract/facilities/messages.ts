/** The facility texts, without zod: the browser shows them without loading the schemas. */

export const facilityMessages = {
  /** A day open around the clock, in the hours table and the editor. */
  openAllDay: "24 saat açık",
  notFound: "Tesis bulunamadı.",
  listLoadFailed: "Tesisler yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
  detailLoadFailed: "Tesis bilgileri yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
  invalidId: "Geçersiz tesis numarası",
  invalidCity: "Geçersiz şehir",
  invalidDistrict: "Geçersiz ilçe",
  invalidMinPrice: "Geçersiz minimum fiyat",
  invalidMaxPrice: "Geçersiz maksimum fiyat",
  priceRange: "Minimum fiyat maksimum fiyattan büyük olamaz",
  invalidRating: "Geçersiz puan (0 ile 5 arasında olmalıdır)",
  searchTooLong: "Arama metni en fazla 100 karakter olabilir",
  invalidSearch: "Geçersiz arama metni",
  invalidStatus: "Geçersiz tesis durumu",
  invalidSort: "Geçersiz sıralama",
  invalidPlayersPerSide: "Geçersiz saha boyutu (5 ile 11 arasında oyuncu sayısı)",
  invalidIndoor: "Geçersiz kapalı saha filtresi",
  noResults: "Hiç sonuç bulunamadı",
  noResultsHint: "Arama metnini veya filtreleri değiştirerek tekrar deneyin.",
} as const;

/** The facility list's orders (`sort`); absent = `rating`. */
export const facilitySorts = ["rating", "price_asc", "price_desc", "newest"] as const;
export type FacilitySort = (typeof facilitySorts)[number];

export const facilitySortLabels: Record<FacilitySort, string> = {
  rating: "En yüksek puan",
  price_asc: "Fiyat (artan)",
  price_desc: "Fiyat (azalan)",
  newest: "En yeni",
};
