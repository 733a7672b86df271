/** The city and district texts, without zod. */

export const locationMessages = {
  cityRequired: "Şehir seçimi zorunludur",
  invalidCityId: "Geçersiz şehir numarası",
} as const;
