/**
 * The booking screen's own texts. The shared texts (validation, the API's errors) live in the
 * contract: `reservationMessages`.
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
  heldTitle: "Saatiniz ayrıldı!",
  heldNext: (until: string, amount: string) =>
    `Bu saat ${until}'e kadar sizin için ayrıldı. ${amount} şimdi kartla ödediğinizde rezervasyonunuz onaylanır; bu süre içinde ödenmezse rezervasyon iptal edilir ve saat yeniden rezervasyona açılır.`,
  confirmedOnsite: "Rezervasyonunuz onaylandı. Ücreti tesiste ödeyeceksiniz.",
  payDeposit: "Kaporayı Öde",
  payNow: "Şimdi Öde",
  pendingOwner: "Rezervasyonunuz tesis sahibinin onayını bekliyor.",
  toReservations: "Rezervasyonlarıma Git",
  toFacility: "Tesis Sayfasına Dön",
  retry: "Tekrar Dene",
  nextDay: "Ertesi gün",
  dueNow: "Şimdi ödenecek",
} as const;
