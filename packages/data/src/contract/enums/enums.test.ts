import { describe, expect, it } from "vitest";
import {
  amenities,
  amenityLabel,
  amenityLabels,
  amenitySchema,
  defaultPaymentMethod,
  facilityStatusLabel,
  facilityStatusLabels,
  facilityStatusSchema,
  fieldSizeLabels,
  fieldSizeSchema,
  fieldSizes,
  fieldTypeLabels,
  fieldTypeSchema,
  fieldTypes,
  isoOfWeekdayKey,
  isoWeekdaySchema,
  paymentMethodLabel,
  paymentMethodLabels,
  paymentMethodSchema,
  paymentStatusLabel,
  paymentStatusLabels,
  paymentStatusSchema,
  reservationStatusLabel,
  reservationStatusLabels,
  reservationStatusSchema,
  reservationStatuses,
  userRoleLabel,
  userRoleLabels,
  userRoleSchema,
  userRoles,
  weekdayKeyOfIso,
  weekdayKeys,
  weekdayLabelOfIso,
  weekdays,
} from "./index";

describe("user roles", () => {
  it("lists user, facility_owner and admin with Turkish labels", () => {
    expect(userRoles).toEqual(["user", "facility_owner", "admin"]);
    expect(userRoleLabels).toEqual({ user: "Kullanıcı", facility_owner: "Tesis Sahibi", admin: "Yönetici" });
  });

  describe("given a role outside the list", () => {
    it("reads as Kullanıcı and fails the schema", () => {
      expect(userRoleLabel("moderator")).toBe("Kullanıcı");
      expect(userRoleLabel(undefined)).toBe("Kullanıcı");
      expect(userRoleLabel("admin")).toBe("Yönetici");
      expect(userRoleSchema.safeParse("moderator").success).toBe(false);
    });
  });
});

describe("reservation status", () => {
  it("labels the four statuses", () => {
    expect(reservationStatuses).toEqual(["pending", "confirmed", "completed", "cancelled"]);
    expect(reservationStatusLabels).toEqual({
      pending: "Beklemede",
      confirmed: "Onaylandı",
      completed: "Tamamlandı",
      cancelled: "İptal Edildi",
    });
    expect(reservationStatusSchema.parse("cancelled")).toBe("cancelled");
    expect(reservationStatusSchema.safeParse("canceled").success).toBe(false);
    expect(reservationStatusLabel("confirmed")).toBe("Onaylandı");
    expect(reservationStatusLabel("weird")).toBe("weird");
  });
});

describe("payment status and method", () => {
  it("labels the payment statuses", () => {
    expect(paymentStatusLabels).toEqual({
      unpaid: "Ödeme Bekliyor",
      partially_paid: "Kısmi Ödeme",
      paid: "Ödendi",
    });
    expect(paymentStatusSchema.options).toEqual(["unpaid", "partially_paid", "paid"]);
    expect(paymentStatusLabel("partially_paid")).toBe("Kısmi Ödeme");
  });

  it("labels the payment methods and defaults to credit card", () => {
    expect(paymentMethodLabels).toEqual({ creditCard: "Kredi Kartı", onsite: "Yerinde Ödeme" });
    expect(paymentMethodSchema.options).toEqual(["creditCard", "onsite"]);
    expect(defaultPaymentMethod).toBe("creditCard");
    expect(paymentMethodLabel("onsite")).toBe("Yerinde Ödeme");
    expect(paymentMethodLabel("havale")).toBe("havale");
  });
});

describe("facility status", () => {
  it("labels active, inactive and pending", () => {
    expect(facilityStatusLabels).toEqual({ active: "Aktif", inactive: "Pasif", pending: "Onay Bekliyor" });
    expect(facilityStatusSchema.options).toEqual(["active", "inactive", "pending"]);
  });

  describe("given any other status", () => {
    it("reads as Bilinmiyor", () => {
      expect(facilityStatusLabel("deleted")).toBe("Bilinmiyor");
      expect(facilityStatusLabel(null)).toBe("Bilinmiyor");
      expect(facilityStatusLabel("pending")).toBe("Onay Bekliyor");
    });
  });
});

describe("field types and sizes", () => {
  it("allows the six surfaces, stored as their Turkish text", () => {
    expect(fieldTypes).toEqual(["Çim Saha", "Halı Saha", "Sentetik Çim", "Parke", "Asfalt", "Kauçuk Zemin"]);
    expect(fieldTypeLabels["Halı Saha"]).toBe("Halı Saha");
    expect(fieldTypeSchema.safeParse("Hali Saha").success).toBe(false);
  });

  it("allows the five sizes", () => {
    expect(fieldSizes).toEqual(["5v5", "6v6", "7v7", "8v8", "11v11"]);
    expect(fieldSizeLabels["7v7"]).toBe("7v7");
    expect(fieldSizeSchema.safeParse("9v9").success).toBe(false);
  });
});

describe("amenities", () => {
  it("holds the 13 amenities with ASCII keys, in the spec's order", () => {
    expect(amenities).toHaveLength(13);
    for (const key of amenities) expect(key).toMatch(/^[a-z_]+$/);
    expect(amenities.map((a) => amenityLabels[a])).toEqual([
      "Duş ve Soyunma Odası",
      "Ücretsiz Otopark",
      "Kafeterya",
      "Su Sebili",
      "WiFi",
      "Forma Kiralama",
      "Top Kiralama",
      "Hakem",
      "Canlı Skorbord",
      "Video Kaydı",
      "Kapalı Alan",
      "Isıtma",
      "Kişisel Dolap",
    ]);
    expect(amenitySchema.safeParse("wifi").success).toBe(true);
    expect(amenitySchema.safeParse("WiFi").success).toBe(false);
  });

  describe("given a string that is not a key", () => {
    it("shows it unchanged", () => {
      expect(amenityLabel("free_parking")).toBe("Ücretsiz Otopark");
      expect(amenityLabel("Sauna")).toBe("Sauna");
    });
  });
});

describe("weekdays", () => {
  it("runs Monday..Sunday with ISO numbers 1..7 and Turkish names", () => {
    expect(weekdays.map((d) => [d.key, d.iso, d.label])).toEqual([
      ["monday", 1, "Pazartesi"],
      ["tuesday", 2, "Salı"],
      ["wednesday", 3, "Çarşamba"],
      ["thursday", 4, "Perşembe"],
      ["friday", 5, "Cuma"],
      ["saturday", 6, "Cumartesi"],
      ["sunday", 7, "Pazar"],
    ]);
    expect(weekdayKeys).toHaveLength(7);
  });

  it("converts between keys and ISO numbers", () => {
    expect(weekdayKeyOfIso(7)).toBe("sunday");
    expect(isoOfWeekdayKey("monday")).toBe(1);
    expect(weekdayLabelOfIso(3)).toBe("Çarşamba");
  });

  describe("given a number outside 1..7", () => {
    it("has no label and fails the schema", () => {
      expect(weekdayLabelOfIso(0)).toBe("");
      expect(weekdayLabelOfIso(8)).toBe("");
      expect(isoWeekdaySchema.safeParse(0).success).toBe(false);
      expect(isoWeekdaySchema.safeParse(7).success).toBe(true);
    });
  });
});
