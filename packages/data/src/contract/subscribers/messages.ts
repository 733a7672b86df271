/** Turkish texts of subscribers (weekly regulars) and their exception days. */
export const subscriberMessages = {
  // form and payload
  nameRequired: "Müşteri adı zorunludur",
  nameTooLong: "İsim en fazla 100 karakter olabilir",
  phoneRequired: "Telefon numarası zorunludur",
  phoneInvalid: "Geçerli bir telefon numarası giriniz",
  emailInvalid: "Geçerli bir e-posta adresi giriniz",
  dayRequired: "Gün seçimi zorunludur",
  dayInvalid: "Geçersiz gün",
  startRequired: "Başlangıç saati zorunludur",
  endRequired: "Bitiş saati zorunludur",
  timeInvalid: "Saat tam saat olmalıdır (ör. 20:00)",
  rangeEmpty: "Bitiş saati başlangıç saatinden farklı olmalıdır",
  rangeReversed:
    "Bitiş saati başlangıç saatinden önce olamaz (gece yarısını geçen abonelik yalnızca tesis o saatlerde açıksa tanımlanabilir)",
  hoursClosed: "Abonelik saatleri tesisin çalışma saatleri dışında.",
  statusRequired: "Durum seçimi zorunludur",
  statusInvalid: "Geçersiz abone durumu",
  notesTooLong: "Notlar en fazla 500 karakter olabilir",
  facilityRequired: "Tesis seçimi zorunludur",
  facilityInvalid: "Geçersiz tesis numarası",
  invalidId: "Geçersiz abone numarası",
  // API answers
  listed: "Aboneler listelendi.",
  created: "Abone başarıyla oluşturuldu",
  updated: "Abone başarıyla güncellendi",
  deleted: "Abone başarıyla silindi",
  notFound: "Abone bulunamadı.",
  clashPrefix: "Abonelik saatleri mevcut kayıtlarla çakışıyor",
  // screen ("Subscribers")
  createFailed: "Abone oluşturulurken bir hata oluştu",
  updateFailed: "Abone güncellenirken bir hata oluştu",
  actionFailed: "İşlem sırasında bir hata oluştu",
  facilitiesLoadFailed: "Tesisler yüklenirken bir hata oluştu.",
  loadFailed: "Aboneler yüklenirken bir hata oluştu.",
  deleteFailed: "Abone silinirken bir hata oluştu",
} as const;

/** Turkish texts of a subscriber's exception days. */
export const subscriberExceptionMessages = {
  dateRequired: "Tarih seçimi zorunludur",
  dateInvalid: "Geçersiz tarih",
  datePast: "Geçmiş bir tarih seçemezsiniz",
  notesTooLong: "Notlar en fazla 500 karakter olabilir",
  subscriberRequired: "Abone seçimi zorunludur",
  invalidId: "Geçersiz istisna numarası",
  duplicate: "Bu tarih için zaten bir istisna günü tanımlı.",
  notFound: "İstisna bulunamadı.",
  /** The hour was booked while the exception freed it: removing the exception would double-book it. */
  bookedMeanwhile: "Bu tarihte abonenin saatleri rezerve edilmiş; istisna kaldırılamaz",
  // screen ("Subscribers")
  loadFailed: "İstisnalar yüklenirken bir hata oluştu",
  deleteFailed: "İstisna silinirken bir hata oluştu",
  deleted: "İstisna başarıyla silindi",
  added: "İstisna başarıyla eklendi",
  addFailed: "İstisna eklenirken bir hata oluştu",
} as const;

/** The exception date falls on another weekday than the subscriber's. */
export function exceptionWrongDayMessage(dayName: string): string {
  return `İstisna tarihi abonenin günü olan ${dayName} gününe denk gelmelidir`;
}

/** A 409 naming what the subscriber's hours clash with. */
export function subscriberClashMessage(clashes: readonly string[]): string {
  return `${subscriberMessages.clashPrefix}: ${clashes.join("; ")}`;
}

/** The texts of the Aboneler screen and its modals (the components carry their own). */
export const subscriberScreenTexts = {
  title: "Aboneler",
  subtitle: "Haftalık düzenli müşterilerinizi yönetin ve takip edin",
  add: "Yeni Abone Ekle",
  addTitle: "Yeni Abone Ekle",
  editTitle: "Aboneyi Düzenle",
  deleteTitle: "Aboneyi Sil",
  deleteConfirm: "Evet, Sil",
  cancel: "İptal",
  irreversible: "Bu işlem geri alınamaz.",
  exceptionTitle: "İstisna Günleri",
} as const;

/** "Ahmet Yılmaz adlı aboneyi silmek istediğinizden emin misiniz?" */
export function subscriberDeleteQuestion(name: string): string {
  return `${name} adlı aboneyi silmek istediğinizden emin misiniz?`;
}

/** The Turkish names of a subscriber's statuses (the table's badge, the form's choice). */
export const subscriberStatusLabels: { active: string; inactive: string } = {
  active: "Aktif",
  inactive: "Pasif",
};
