import { formatDateTr, formatTry, type NotificationKind } from "@halisaha/data/contract";
import type { ReservationFacts } from "./repo";

/** An event on a reservation that someone is told about (issue: who hears what). */
export type ReservationEvent =
  | { kind: "reservation_created" }
  | { kind: "reservation_confirmed" }
  /** `by`: who cancelled; a player's cancel tells the owner, an owner's (or admin's) the player. */
  | { kind: "reservation_cancelled"; by: "user" | "owner" }
  | { kind: "reservation_completed" }
  | { kind: "payment_received"; amount: number }
  | { kind: "refund_issued"; amount: number }
  | { kind: "hold_released" }
  | { kind: "reservation_reminder" };

export interface ReservationNotice {
  kind: NotificationKind;
  recipient: "owner" | "player";
  title: string;
  body: string;
}

/** The player's and the owner's screens of one reservation (the link a click opens). */
export const reservationLinks = {
  owner: (id: number) => `/owner/reservations?highlight=${id}`,
  player: (id: number) => `/user/reservations?highlight=${id}`,
};

/**
 * "Yıldız Halı Saha, 5 Aralık 2026 20:00 - 21:00"; at a facility of several pitches the pitch
 * too: "Yıldız Halı Saha (Saha 2), 5 Aralık 2026 20:00 - 21:00".
 */
function when(r: ReservationFacts): string {
  const place = r.pitchName === null ? r.facilityName : `${r.facilityName} (${r.pitchName})`;
  return `${place}, ${formatDateTr(r.date)} ${r.startTime} - ${r.endTime}`;
}

/** Who is told and what, in Turkish, for an event on the reservation. */
export function reservationNotice(event: ReservationEvent, r: ReservationFacts): ReservationNotice {
  const who = r.playerName ?? r.contactName;
  switch (event.kind) {
    case "reservation_created":
      return {
        kind: event.kind,
        recipient: "owner",
        title: "Yeni rezervasyon",
        body: `${who} rezervasyon yaptı: ${when(r)} (${r.reservationNumber}).`,
      };
    case "reservation_confirmed":
      return {
        kind: event.kind,
        recipient: "player",
        title: "Rezervasyonunuz onaylandı",
        body: `${when(r)} rezervasyonunuz onaylandı (${r.reservationNumber}).`,
      };
    case "reservation_cancelled":
      return event.by === "user"
        ? {
            kind: event.kind,
            recipient: "owner",
            title: "Rezervasyon iptal edildi",
            body: `${who} rezervasyonunu iptal etti: ${when(r)} (${r.reservationNumber}).`,
          }
        : {
            kind: event.kind,
            recipient: "player",
            title: "Rezervasyonunuz iptal edildi",
            body: `${when(r)} rezervasyonunuz tesis tarafından iptal edildi (${r.reservationNumber}).`,
          };
    case "reservation_completed":
      return {
        kind: event.kind,
        recipient: "player",
        title: "Maçınız tamamlandı",
        body: `${when(r)} rezervasyonunuz tamamlandı. Bizi tercih ettiğiniz için teşekkürler!`,
      };
    case "payment_received":
      return {
        kind: event.kind,
        recipient: "owner",
        title: "Ödeme alındı",
        body: `${r.reservationNumber} numaralı rezervasyon için ${formatTry(event.amount)} ödeme alındı: ${when(r)}.`,
      };
    case "refund_issued":
      return {
        kind: event.kind,
        recipient: "player",
        title: "Ödemeniz iade edildi",
        body: `${r.reservationNumber} numaralı rezervasyonunuz için ${formatTry(event.amount)} iade edildi.`,
      };
    case "hold_released":
      return {
        kind: event.kind,
        recipient: "player",
        title: "Rezervasyon süresi doldu",
        body: `Ödeme süresinde tamamlanmadığı için ${when(r)} rezervasyonunuz iptal edildi ve saat serbest bırakıldı.`,
      };
    case "reservation_reminder":
      return {
        kind: event.kind,
        recipient: "player",
        title: "Maçınız yaklaşıyor",
        body: `Hatırlatma: ${when(r)} (${r.reservationNumber}).`,
      };
  }
}

/** '5550000001' → '0555 000 00 01', as every screen writes a number. */
function phoneText(phone: string): string {
  return `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
}

/**
 * Told to an account whose unverified number another account has just verified with the code
 * sent to that phone: the number is gone from its profile (it can add and verify its own).
 */
export function phoneClaimDroppedNotice(phone: string): { title: string; body: string } {
  return {
    title: "Telefon numaranız kaldırıldı",
    body: `${phoneText(phone)} numarası başka bir hesapta SMS koduyla doğrulandığı için hesabınızdan kaldırıldı. Profilinizden kendi numaranızı ekleyip doğrulayabilirsiniz.`,
  };
}
