/**
 * The player's reservations and payment screens' own texts. The shared texts (validation, the
 * API's errors) live in the contract: `reservationMessages` and `paymentMessages`.
 */
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
  holdUntil: "Son ödeme saati",
} as const;
