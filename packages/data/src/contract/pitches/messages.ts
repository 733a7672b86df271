/** The pitch (saha) texts, without zod: the owner's form and the API's answers. */
export const pitchMessages = {
  notFound: "Saha bulunamadı.",
  invalidId: "Geçersiz saha numarası",
  nameRequired: "Saha adı zorunludur",
  nameTooLong: "Saha adı en fazla 50 karakter olabilir",
  invalidPlayersPerSide: "Oyuncu sayısı 5 ile 11 arasında olmalıdır",
  invalidIndoor: "Kapalı saha bilgisi geçersiz",
  invalidPrice: "Geçersiz saat ücreti",
  invalidStatus: "Geçersiz saha durumu",
  invalidSortOrder: "Geçersiz sıra numarası",
  created: "Saha eklendi.",
  updated: "Saha güncellendi.",
  deleted: "Saha silindi.",
  tooMany: "Bir tesiste en fazla 10 saha olabilir.",
  lastPitch: "Tesisin son sahası silinemez.",
  hasReservations: "Bu sahada bekleyen veya onaylı gelecek rezervasyonlar var; önce onları iptal edin.",
  hasSubscribers: "Bu sahada aktif aboneler var; önce aboneliklerini sonlandırın.",
  inMaintenance: "Bu saha bakımda; şu anda rezervasyon alınmıyor.",
  pitchRequired: "Lütfen bir saha seçin",
  noFreePitch: "Bu saatte boş saha kalmadı. Lütfen başka bir saat seçin.",
  /** The name every facility's first pitch gets (the migration and a new facility). */
  defaultName: "Saha 1",
} as const;

/** A pitch's states: `active` takes bookings, `maintenance` shows as closed. */
export const pitchStatuses = ["active", "maintenance"] as const;
export type PitchStatus = (typeof pitchStatuses)[number];

export const pitchStatusLabels: Record<PitchStatus, string> = {
  active: "Açık",
  maintenance: "Bakımda",
};

/** How many pitches a facility may have. */
export const MAX_PITCHES_PER_FACILITY = 10;
/** Players per side a pitch is built for: 5'e 5 .. 11'e 11. */
export const MIN_PLAYERS_PER_SIDE = 5;
export const MAX_PLAYERS_PER_SIDE = 11;
