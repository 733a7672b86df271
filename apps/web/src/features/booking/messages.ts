/**
 * The booking, payment and reservations screens' own texts. The spec's texts (validation,
 * section 8's errors) live in the contract: `reservationMessages` and `paymentMessages`.
 */
export const bookingTexts = {
  title: "Rezervasyon Yap",
  formLabel: "Rezervasyon formu",
  whenHeading: "Tarih ve Saat",
  contactHeading: "İletişim Bilgileri",
  notesHint: "İsteğe bağlı: tesise iletmek istediğiniz bir not.",
  submit: "Rezervasyonu Tamamla",
  chooseSlotFirst: "Devam etmek için müsait bir saat seçin.",
  slotsLoadFailed: "Saatler yüklenemedi. Lütfen tekrar deneyin.",
  noSlots: "Bu tarih için uygun saat bulunmuyor",
  closedDay: "Tesis bu tarihte kapalı. Lütfen başka bir gün seçin.",
  facilityMissing: "Rezervasyon yapmak istediğiniz tesis kaldırılmış ya da hiç var olmamış olabilir.",
  successTitle: "Rezervasyonunuz alındı!",
  pendingOwner: "Rezervasyonunuz tesis sahibinin onayını bekliyor.",
  toReservations: "Rezervasyonlarıma Git",
  toFacility: "Tesis Sayfasına Dön",
} as const;

export const reservationsTexts = {
  title: "Rezervasyonlarım",
  subtitle: "Tüm halı saha rezervasyonlarınızı buradan takip edin.",
  tabsLabel: "Rezervasyon durumları",
  all: "Tümü",
  retry: "Tekrar Dene",
  emptyAll: "Henüz bir rezervasyonunuz yok",
  emptyAllHint: "Size uygun bir halı saha bulun ve ilk rezervasyonunuzu yapın.",
  emptyTab: "Bu durumda rezervasyon bulunmuyor",
  emptyTabHint: "Diğer sekmelere göz atabilirsiniz.",
  browse: "Halı Sahalara Göz At",
  cancelTitle: "Rezervasyonu İptal Et",
  truncated: (shown: number, total: number) =>
    `En son ${shown} rezervasyonunuz gösteriliyor (toplam ${total}).`,
} as const;

export const paymentTexts = {
  title: "Ödeme",
  loading: "Ödeme bilgileri yükleniyor...",
  redirecting: "Rezervasyonlarınıza yönlendiriliyorsunuz...",
  toReservations: "Rezervasyonlarıma Dön",
  retry: "Tekrar Dene",
  depositLabel: "Ödenecek Kapora",
  remainingLabel: "Ödenecek Tutar",
} as const;
