import type { z } from "zod";
import { describe, expect, it } from "vitest";
import {
  defaultWorkingHours,
  emptyFacilityForm,
  facilityFormMessages as m,
  facilityFormSchema,
  facilityFormValuesOf,
  facilityMultipartFields,
  facilityMultipartSchema,
  openingAndClosingTime,
  ownerFacilityListQuerySchema,
  PRESET_DAY_HOURS,
  sniffImageType,
  type FacilityFormValues,
} from "./index";

function valid(overrides: Partial<FacilityFormValues> = {}): FacilityFormValues {
  return {
    ...emptyFacilityForm(),
    name: "  Yıldız Halı Saha ",
    address: "Spor Cad. No:1",
    cityId: "34",
    districtId: "400",
    pricePerHour: "1200",
    ...overrides,
  };
}

function errors(values: unknown, schema: z.ZodType = facilityFormSchema): string[] {
  const result = schema.safeParse(values);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("facility form schema", () => {
  it("parses a minimal form: trimmed texts, numbers, blanks as null", () => {
    expect(facilityFormSchema.parse(valid())).toEqual({
      name: "Yıldız Halı Saha",
      description: "",
      address: "Spor Cad. No:1",
      cityId: 34,
      districtId: 400,
      phone: null,
      email: null,
      website: null,
      pricePerHour: 1200,
      weekendPricePerHour: null,
      depositAmount: null,
      fieldType: "Halı Saha",
      fieldSize: "7v7",
      instantConfirmation: false,
      workingHours: defaultWorkingHours(),
      amenities: [],
    });
  });

  it("reads 'Anında onay' from the form's boolean and from the multipart text", () => {
    expect(facilityFormSchema.parse(valid({ instantConfirmation: true })).instantConfirmation).toBe(true);
    const fields = facilityMultipartFields(facilityFormSchema.parse(valid({ instantConfirmation: true })), [], {
      openingTime: "09:00:00",
      closingTime: "22:00:00",
    });
    expect(fields.instantConfirmation).toBe("true");
    expect(facilityMultipartSchema.parse(fields).instantConfirmation).toBe(true);
    expect(facilityMultipartSchema.parse({ ...fields, instantConfirmation: undefined }).instantConfirmation).toBe(false);
    expect(errors({ ...fields, instantConfirmation: "belki" }, facilityMultipartSchema)).toEqual([
      `instantConfirmation: ${m.invalidInstantConfirmation}`,
    ]);
  });

  it("reads a price with Turkish thousands", () => {
    expect(facilityFormSchema.parse(valid({ pricePerHour: "1.000" })).pricePerHour).toBe(1000);
  });

  it("reads optional fields and Turkish decimals", () => {
    const parsed = facilityFormSchema.parse(
      valid({
        phone: "0212 555 00 00",
        email: "iletisim@saha.com",
        website: "https://saha.com.tr",
        pricePerHour: "1.250,50",
        weekendPricePerHour: 1500,
        depositAmount: "0",
        amenities: ["wifi", "wifi", "heating"],
      }),
    );
    expect(parsed).toMatchObject({
      phone: "02125550000",
      email: "iletisim@saha.com",
      website: "https://saha.com.tr",
      pricePerHour: 1250.5,
      weekendPricePerHour: 1500,
      depositAmount: 0,
      amenities: ["wifi", "heating"],
    });
  });

  it("answers every rule with its Turkish text", () => {
    const cases: [Partial<FacilityFormValues>, string][] = [
      [{ name: " " }, `name: ${m.nameRequired}`],
      [{ name: "x".repeat(101) }, `name: ${m.nameTooLong}`],
      [{ address: "" }, `address: ${m.addressRequired}`],
      [{ cityId: "" }, `cityId: ${m.cityRequired}`],
      [{ districtId: "" }, `districtId: ${m.districtRequired}`],
      [{ phone: "12345" }, `phone: ${m.invalidPhone}`],
      [{ phone: "212555000012" }, `phone: ${m.invalidPhone}`],
      [{ email: "yok" }, `email: ${m.invalidEmail}`],
      [{ website: "saha" }, `website: ${m.invalidWebsite}`],
      [{ website: "ftp://saha.com" }, `website: ${m.invalidWebsite}`],
      [{ pricePerHour: "" }, `pricePerHour: ${m.priceRequired}`],
      [{ pricePerHour: "0" }, `pricePerHour: ${m.pricePositive}`],
      [{ pricePerHour: "-5" }, `pricePerHour: ${m.pricePositive}`],
      [{ pricePerHour: "abc" }, `pricePerHour: ${m.pricePositive}`],
      [{ weekendPricePerHour: "0" }, `weekendPricePerHour: ${m.weekendPricePositive}`],
      [{ depositAmount: "-1" }, `depositAmount: ${m.depositNegative}`],
      [{ depositAmount: "x" }, `depositAmount: ${m.invalidDeposit}`],
      [{ fieldType: "" }, `fieldType: ${m.fieldTypeRequired}`],
      [{ fieldSize: "" }, `fieldSize: ${m.fieldSizeRequired}`],
    ];
    for (const [overrides, message] of cases) expect(errors(valid(overrides))).toEqual([message]);
    expect(errors(valid({ amenities: ["jacuzzi" as never] }))[0]).toMatch(/^amenities\.0: /);
    expect(errors(valid({ workingHours: defaultWorkingHours().slice(1) }))).not.toEqual([]);
  });

  it("never carries ownership, status, rating or id", () => {
    const parsed = facilityFormSchema.parse({ ...valid(), ownerId: 1, status: "active", rating: 5, id: 9 });
    expect(parsed).not.toHaveProperty("ownerId");
    expect(parsed).not.toHaveProperty("status");
    expect(parsed).not.toHaveProperty("rating");
    expect(parsed).not.toHaveProperty("id");
  });

  it("round-trips a stored facility through the edit form", () => {
    const input = facilityFormSchema.parse(
      valid({ depositAmount: "100", amenities: ["wifi"], instantConfirmation: true }),
    );
    expect(facilityFormSchema.parse(facilityFormValuesOf(input))).toEqual(input);
  });
});

describe("facility multipart schema", () => {
  it("reads the fields the form sends, JSON lists included", () => {
    const input = facilityFormSchema.parse(valid({ amenities: ["referee"] }));
    const fields = facilityMultipartFields(
      input,
      [{ index: 0, isMain: true }],
      openingAndClosingTime(input.workingHours),
    );
    expect(fields.openingTime).toBe("09:00:00");
    expect(fields.closingTime).toBe("21:00:00");
    const parsed = facilityMultipartSchema.parse(fields);
    expect(parsed).toEqual({ ...input, imageInfo: [{ index: 0, isMain: true }] });
    expect(parsed).not.toHaveProperty("openingTime");
  });

  it("refuses broken JSON, two main images and unknown entries", () => {
    const fields = facilityMultipartFields(facilityFormSchema.parse(valid()), [], {
      openingTime: "09:00:00",
      closingTime: "22:00:00",
    });
    expect(errors({ ...fields, workingHours: "{" }, facilityMultipartSchema)).toEqual([
      `workingHours: ${m.invalidWorkingHours}`,
    ]);
    expect(
      errors(
        {
          ...fields,
          imageInfo: JSON.stringify([
            { index: 0, isMain: true },
            { id: 4, isMain: true },
          ]),
        },
        facilityMultipartSchema,
      ),
    ).toEqual([`imageInfo: ${m.oneMainImage}`]);
    expect(errors({ ...fields, imageInfo: "[{}]" }, facilityMultipartSchema)).toHaveLength(1);
    const { amenities: _a, imageInfo: _i, ...withoutLists } = fields;
    expect(facilityMultipartSchema.parse(withoutLists)).toMatchObject({ amenities: [], imageInfo: [] });
  });
});

describe("working hours presets", () => {
  it("opens 09:00-22:00 by default and 15:00-03:00 as the preset", () => {
    expect(openingAndClosingTime(defaultWorkingHours())).toEqual({
      openingTime: "09:00:00",
      closingTime: "21:00:00",
    });
    expect(PRESET_DAY_HOURS[0]).toBe("15:00");
    expect(PRESET_DAY_HOURS.at(-1)).toBe("02:00");
  });
});

describe("image sniffing", () => {
  it("knows JPEG, PNG and WebP by their first bytes only", () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      "image/png",
    );
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(new TextEncoder().encode("merhaba dünya"))).toBeUndefined();
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeUndefined();
  });
});

describe("owner list query", () => {
  it("pages, searches and filters by any status", () => {
    expect(ownerFacilityListQuerySchema.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(ownerFacilityListQuerySchema.parse({ status: "pending", search: " kadıköy " })).toMatchObject({
      status: "pending",
      search: "kadıköy",
    });
    expect(ownerFacilityListQuerySchema.safeParse({ status: "deleted" }).success).toBe(false);
  });
});
