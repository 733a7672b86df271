/**
 * Turkish texts that both sides show. The API answers with these; the web app shows them.
 * Field-level validation texts live next to their schemas.
 */
export const httpMessages = {
  badRequest: "Gönderilen bilgiler geçersiz. Lütfen alanları kontrol edin.",
  unauthorized: "Oturum süresi dolmuş veya geçersiz. Lütfen tekrar giriş yapın.",
  forbidden: "Bu işlem için yetkiniz yok.",
  notFound: "Aradığınız kayıt bulunamadı.",
  routeNotFound: "İstenen adres bulunamadı.",
  conflict: "İşlem mevcut kayıtlarla çakışıyor.",
  payloadTooLarge: "Gönderilen veri çok büyük.",
  unsupportedMediaType: "Desteklenmeyen içerik türü.",
  tooManyRequests: "Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.",
  internal: "Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
  serviceUnavailable: "Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.",
  malformedJson: "İstek gövdesi geçerli bir JSON değil.",
  /** JSON nested deeper than MAX_JSON_DEPTH (contract/common/json-depth.ts). */
  jsonTooDeep: "İstek gövdesi çok fazla iç içe veri içeriyor.",
  /** A body that ended before it was complete (an unterminated multipart form). */
  incompleteBody: "İstek gövdesi eksik veya bozuk geldi. Lütfen tekrar deneyin.",
  overloaded: "Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.",
  badUrl: "İstenen adres geçersiz.",
  uriTooLong: "İstenen adres çok uzun.",
  headersTooLarge: "İstek başlıkları çok büyük.",
  requestTimeout: "İstek zaman aşımına uğradı.",
  invalidPreflight: "Geçersiz ön kontrol (CORS) isteği.",
  ok: "İşlem başarılı.",
} as const;

/** The client's fallbacks. */
export const clientMessages = {
  /** `success:false` without a message */
  genericFailure: "Bir hata oluştu.",
  /** any failed HTTP response without a message */
  requestFailed: "Bir hata oluştu!",
  sessionExpired: "Oturum süresi dolmuş veya geçersiz",
  loading: "Yükleniyor...",
} as const;
