/** The payment texts, without zod: the browser shows them without loading the schemas. */

/** Payment texts (plus the API's own). */
export const paymentMessages = {
  startFailed: "Ödeme işlemi başlatılamadı",
  reservationLoadFailed: "Rezervasyon bilgileri alınamadı",
  failed: "Ödeme işlemi başarısız",
  error: "Ödeme işlemi sırasında bir hata oluştu",
  invalidReservationId: "Geçersiz rezervasyon ID",
  succeeded: "Ödeme başarıyla tamamlandı!",
  intentCreated: "Ödeme başlatıldı",
  notPayable: "Bu rezervasyon için şu anda ödeme yapılamaz.",
  alreadyPaid: "Bu rezervasyonun ödemesi zaten alınmış.",
  holdExpired: "Ödeme süresi dolduğu için rezervasyon iptal edildi; saat yeniden rezervasyona açıldı.",
  cancelled: "Bu rezervasyon iptal edildiği için ödeme yapılamaz.",
  started: "Rezervasyon saati geçtiği için ödeme yapılamaz.",
  awaitingOwner: "Bu rezervasyon tesis sahibinin onayını bekliyor; ödeme onaydan sonra yapılabilir.",
  cardDeclined: "Kartınız reddedildi. Lütfen başka bir kart deneyin.",
  cardNumberInvalid: "Geçerli bir kart numarası giriniz",
  expiryInvalid: "Geçerli bir son kullanma tarihi giriniz",
  cvcInvalid: "Geçerli bir CVC giriniz",
  intentNotFound: "Ödeme kaydı bulunamadı.",
  webhookSignatureInvalid: "Geçersiz imza",
  testModeOnly: "Bu işlem yalnızca test modunda kullanılabilir.",
  providerUnavailable: "Ödeme sağlayıcısına şu anda ulaşılamıyor. Lütfen daha sonra tekrar deneyin.",
  testModeLabel: "Test modu",
} as const;
