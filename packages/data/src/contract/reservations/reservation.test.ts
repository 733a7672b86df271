import { describe, expect, it } from "vitest";
import { reservationStatuses, type ReservationStatus } from "../enums/reservation-status";
import {
  amountDue,
  amountLeft,
  bookingFormSchema,
  canPay,
  canRebook,
  canTransition,
  createReservationBodySchema,
  facilityReservationListQuerySchema,
  ownerReservationListQuerySchema,
  paymentStatusFor,
  reservationIdParamsSchema,
  reservationMessages as m,
  reservationTimesQuerySchema,
  statusAfter,
  userReservationListQuerySchema,
  type ReservationAction,
  type ReservationActor,
} from "./index";

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

const NOW = new Date("2026-03-04T09:30:00.000Z");
const AHEAD = "2026-03-04T12:00:00.000Z";
const STARTED = "2026-03-04T09:00:00.000Z";

describe("canTransition", () => {
  /** Every allowed change; anything not listed is refused. */
  const allowed: Record<ReservationActor, [ReservationAction, ReservationStatus, "ahead" | "started"][]> = {
    owner: [
      ["confirm", "pending", "ahead"],
      ["confirm", "pending", "started"],
      ["cancel", "pending", "ahead"],
      ["cancel", "pending", "started"],
      ["cancel", "confirmed", "ahead"],
      ["complete", "confirmed", "started"],
    ],
    user: [
      ["cancel", "pending", "ahead"],
      ["cancel", "confirmed", "ahead"],
    ],
  };

  for (const actor of ["owner", "user"] as const) {
    for (const action of ["confirm", "cancel", "complete"] as const) {
      for (const status of reservationStatuses) {
        for (const when of ["ahead", "started"] as const) {
          const expected = allowed[actor].some(([a, s, w]) => a === action && s === status && w === when);
          it(`${expected ? "lets" : "refuses"} the ${actor} ${action} a ${status} reservation that has ${when === "ahead" ? "not started" : "started"}`, () => {
            const startsAt = when === "ahead" ? AHEAD : STARTED;
            expect(canTransition(actor, action, { status, startsAt }, NOW)).toBe(expected);
          });
        }
      }
    }
  }

  it("counts the start instant itself as started", () => {
    expect(canTransition("user", "cancel", { status: "pending", startsAt: NOW }, NOW)).toBe(false);
    expect(canTransition("owner", "complete", { status: "confirmed", startsAt: NOW }, NOW)).toBe(true);
    expect(
      canTransition("owner", "cancel", { status: "confirmed", startsAt: new Date(NOW.getTime() + 1) }, NOW),
    ).toBe(true);
  });

  it("names the status each action leads to", () => {
    expect(statusAfter).toEqual({ confirm: "confirmed", cancel: "cancelled", complete: "completed" });
  });
});

describe("canPay and canRebook", () => {
  it("offers payment only for a confirmed, unpaid reservation that has not started", () => {
    expect(canPay({ status: "confirmed", paymentStatus: "unpaid", startsAt: AHEAD }, NOW)).toBe(true);
    expect(canPay({ status: "confirmed", paymentStatus: "unpaid", startsAt: STARTED }, NOW)).toBe(false);
    expect(canPay({ status: "confirmed", paymentStatus: "partially_paid", startsAt: AHEAD }, NOW)).toBe(
      false,
    );
    expect(canPay({ status: "confirmed", paymentStatus: "paid", startsAt: AHEAD }, NOW)).toBe(false);
    for (const status of ["pending", "cancelled", "completed"] as const)
      expect(canPay({ status, paymentStatus: "unpaid", startsAt: AHEAD }, NOW)).toBe(false);
  });

  it("offers rebooking once a reservation is completed or has ended", () => {
    expect(canRebook({ status: "completed", endsAt: AHEAD }, NOW)).toBe(true);
    expect(canRebook({ status: "confirmed", endsAt: STARTED }, NOW)).toBe(true);
    expect(canRebook({ status: "cancelled", endsAt: STARTED }, NOW)).toBe(true);
    expect(canRebook({ status: "confirmed", endsAt: NOW }, NOW)).toBe(true);
    expect(canRebook({ status: "confirmed", endsAt: AHEAD }, NOW)).toBe(false);
    expect(canRebook({ status: "pending", endsAt: AHEAD }, NOW)).toBe(false);
  });
});

describe("amountDue and paymentStatusFor", () => {
  it("asks the deposit first, then the rest, then nothing", () => {
    expect(amountDue({ totalPrice: 1000, depositAmount: 300, paidAmount: 0 })).toBe(300);
    expect(amountDue({ totalPrice: 1000, depositAmount: 300, paidAmount: 300 })).toBe(700);
    expect(amountDue({ totalPrice: 1000, depositAmount: 300, paidAmount: 1000 })).toBe(0);
    expect(amountDue({ totalPrice: 1000, depositAmount: 0, paidAmount: 0 })).toBe(1000);
    expect(amountDue({ totalPrice: 1000, depositAmount: 0, paidAmount: 1200 })).toBe(0);
    expect(amountDue({ totalPrice: 999.99, depositAmount: 0, paidAmount: 333.33 })).toBe(666.66);
  });

  it("leaves the rest to the kuruş and never below 0", () => {
    expect(amountLeft(1250, 300)).toBe(950);
    expect(amountLeft(1000.1, 300)).toBe(700.1);
    expect(amountLeft(1000, 1200)).toBe(0);
  });

  it("reads unpaid, partially paid and paid from the amount paid", () => {
    expect(paymentStatusFor(0, 1000)).toBe("unpaid");
    expect(paymentStatusFor(300, 1000)).toBe("partially_paid");
    expect(paymentStatusFor(999.99, 1000)).toBe("partially_paid");
    expect(paymentStatusFor(1000, 1000)).toBe("paid");
    expect(paymentStatusFor(999.996, 1000)).toBe("paid");
  });
});

describe("createReservationBodySchema", () => {
  const valid = {
    facilityId: 12,
    date: "2026-03-05",
    startTime: "18:00",
    paymentMethod: "onsite",
    contactName: "  Şükrü Öztürk ",
    contactEmail: "sukru@example.com",
    contactPhone: "+90 555 123 45 67",
  };

  it("parses a booking, normalising the hour and the phone and defaulting the rest", () => {
    const parsed = createReservationBodySchema.parse({ ...valid, facilityId: "12", startTime: "18:00:00" });

    expect(parsed).toMatchObject({
      facilityId: 12,
      date: "2026-03-05",
      startTime: "18:00",
      paymentMethod: "onsite",
      contactName: "Şükrü Öztürk",
      contactPhone: "5551234567",
      isManualByOwner: false,
    });
    expect(parsed.notes).toBeUndefined();
    expect(createReservationBodySchema.parse({ ...valid, paymentMethod: "" }).paymentMethod).toBe(
      "creditCard",
    );
  });

  it("accepts and does not check the amounts and end time a client sends", () => {
    const parsed = createReservationBodySchema.parse({
      ...valid,
      totalPrice: "free",
      depositAmount: -1,
      endTime: 7,
    });
    expect(parsed).toMatchObject({ facilityId: 12, startTime: "18:00" });
  });

  it("lets an owner's manual booking go without an e-mail and carry a status", () => {
    const parsed = createReservationBodySchema.parse({
      ...valid,
      contactEmail: "",
      isManualByOwner: true,
      status: "pending",
      paymentStatus: "paid",
    });
    expect(parsed).toMatchObject({ isManualByOwner: true, status: "pending", paymentStatus: "paid" });
    expect(parsed.contactEmail).toBeUndefined();
  });

  it("answers every missing field in Turkish", () => {
    expect(messages(createReservationBodySchema.safeParse({}))).toEqual([
      "facilityId: Tesis seçimi zorunludur",
      `date: ${m.dateRequired}`,
      `startTime: ${m.slotRequired}`,
      `contactName: ${m.nameRequired}`,
      `contactPhone: ${m.phoneRequired}`,
    ]);
    expect(messages(createReservationBodySchema.safeParse({ ...valid, contactEmail: undefined }))).toEqual([
      `contactEmail: ${m.emailRequired}`,
    ]);
  });

  it("answers every bad field in Turkish", () => {
    const result = createReservationBodySchema.safeParse({
      facilityId: "abc",
      date: "2026-02-30",
      startTime: "18:30",
      paymentMethod: "cash",
      contactName: "x".repeat(101),
      contactEmail: "sukru",
      contactPhone: "12",
      notes: "n".repeat(501),
      isManualByOwner: "yes",
      status: "late",
      paymentStatus: "free",
    });
    expect(messages(result)).toEqual([
      "facilityId: Geçersiz tesis numarası",
      `date: ${m.dateInvalid}`,
      `startTime: ${m.invalidStartTime}`,
      `paymentMethod: ${m.paymentMethodRequired}`,
      `contactName: ${m.nameTooLong}`,
      `contactEmail: ${m.emailInvalid}`,
      `contactPhone: ${m.phoneInvalid}`,
      `notes: ${m.notesTooLong}`,
      `isManualByOwner: ${m.manualFlagInvalid}`,
      `status: ${m.invalidStatus}`,
      `paymentStatus: ${m.invalidPaymentStatus}`,
    ]);
    expect(messages(createReservationBodySchema.safeParse({ ...valid, startTime: "24:00" }))).toEqual([
      `startTime: ${m.invalidStartTime}`,
    ]);
    expect(messages(createReservationBodySchema.safeParse({ ...valid, startTime: " ", date: "" }))).toEqual([
      `date: ${m.dateRequired}`,
      `startTime: ${m.slotRequired}`,
    ]);
  });
});

describe("query and parameter schemas", () => {
  it("asks reservation-times for a real date", () => {
    expect(reservationTimesQuerySchema.parse({ date: " 2026-03-05 " })).toEqual({ date: "2026-03-05" });
    expect(messages(reservationTimesQuerySchema.safeParse({}))).toEqual([`date: ${m.dateRequired}`]);
    expect(messages(reservationTimesQuerySchema.safeParse({ date: "" }))).toEqual([
      `date: ${m.dateRequired}`,
    ]);
    expect(messages(reservationTimesQuerySchema.safeParse({ date: "05.03.2026" }))).toEqual([
      `date: ${m.dateInvalid}`,
    ]);
  });

  it("pages the lists (100 by default) and filters by status", () => {
    expect(userReservationListQuerySchema.parse({})).toEqual({ limit: 100, offset: 0 });
    expect(userReservationListQuerySchema.parse({ status: "pending", limit: "5", offset: "10" })).toEqual({
      status: "pending",
      limit: 5,
      offset: 10,
    });
    expect(facilityReservationListQuerySchema.parse({ status: "", search: "  ayşe " })).toEqual({
      search: "ayşe",
      limit: 100,
      offset: 0,
    });
    expect(messages(userReservationListQuerySchema.safeParse({ status: "late", limit: "101" }))).toEqual([
      `status: ${m.invalidStatus}`,
      "limit: Geçersiz sayfa boyutu",
    ]);
  });

  it("refuses an owner date range that ends before it starts", () => {
    expect(
      ownerReservationListQuerySchema.parse({
        startDate: "2026-03-05",
        endDate: "2026-03-05",
        facilityId: "3",
      }),
    ).toMatchObject({ startDate: "2026-03-05", endDate: "2026-03-05", facilityId: 3 });
    expect(
      messages(ownerReservationListQuerySchema.safeParse({ startDate: "2026-03-06", endDate: "2026-03-05" })),
    ).toEqual([`startDate: ${m.invalidDateRange}`]);
  });

  it("reads a reservation id", () => {
    expect(reservationIdParamsSchema.parse({ id: "7" })).toEqual({ id: 7 });
    expect(messages(reservationIdParamsSchema.safeParse({ id: "x" }))).toEqual([`id: ${m.invalidId}`]);
  });
});

describe("bookingFormSchema", () => {
  const form = {
    date: "2026-03-05",
    timeSlot: "18:00",
    slotDate: "2026-03-05",
    paymentMethod: "creditCard",
    contactName: "Şükrü",
    contactEmail: "sukru@example.com",
    contactPhone: "5551234567",
  };

  it("refuses a day before today and beyond the horizon, an empty slot and payment method", () => {
    const schema = bookingFormSchema("2026-03-04");
    expect(schema.safeParse(form).success).toBe(true);
    expect(messages(schema.safeParse({ ...form, date: "2026-03-03" }))).toEqual([`date: ${m.datePast}`]);
    expect(messages(schema.safeParse({ ...form, date: "2026-06-03" }))).toEqual([`date: ${m.dateTooFar}`]);
    expect(schema.safeParse({ ...form, date: "2026-06-02" }).success).toBe(true);
    expect(messages(schema.safeParse({ ...form, timeSlot: "", paymentMethod: "" }))).toEqual([
      `timeSlot: ${m.slotRequired}`,
      `paymentMethod: ${m.paymentMethodRequired}`,
    ]);
  });
});
