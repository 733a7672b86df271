import type { SlotPickerSlot } from "./slot-picker";

/** An evening of a facility open 15:00-03:00, seen at 18:30: two hours gone, two booked. */
export const sampleSlots: SlotPickerSlot[] = [
  { time: "15:00 - 16:00", status: false, isPast: true },
  { time: "16:00 - 17:00", status: false, isPast: true },
  { time: "17:00 - 18:00", status: false, isPast: true },
  { time: "18:00 - 19:00", status: false, isPast: true },
  { time: "19:00 - 20:00", status: true },
  { time: "20:00 - 21:00", status: false },
  { time: "21:00 - 22:00", status: false },
  { time: "22:00 - 23:00", status: true },
  { time: "23:00 - 00:00", status: true },
  { time: "00:00 - 01:00", status: true },
  { time: "01:00 - 02:00", status: true },
  { time: "02:00 - 03:00", status: true },
];
