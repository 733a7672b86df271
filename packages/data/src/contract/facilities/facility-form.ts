import { z } from "zod";
import { cleanText } from "../text";
import type { Amenity } from "../enums/amenities";
import { amenitySchema } from "../enums/schemas";
import { facilityStatuses } from "../enums/facility-status";
import { fieldSizes, type FieldSize } from "../enums/field-sizes";
import { fieldTypes, type FieldType } from "../enums/field-types";
import { weekdayKeys } from "../enums/weekdays";
import { turkishDecimalText } from "../common/decimal";
import { blankToUndefined } from "../common/ids";
import { idSchema, optionalQuery, pagingSchema } from "../common/query";
import { workingHoursSchema, type WorkingDay, type WorkingHours } from "./facility";
import { facilityMessages } from "./messages";
import { DEFAULT_DAY_HOURS } from "./working-hours";

/** The facility form's and the write endpoints' Turkish texts. */
export const facilityFormMessages = {
  nameRequired: "Tesis adı zorunludur",
  nameTooLong: "Tesis adı en fazla 100 karakter olabilir",
  descriptionTooLong: "Açıklama en fazla 2000 karakter olabilir",
  addressRequired: "Adres zorunludur",
  addressTooLong: "Adres en fazla 300 karakter olabilir",
  cityRequired: "Şehir zorunludur",
  districtRequired: "İlçe zorunludur",
  districtNotInCity: "Seçilen ilçe bu şehre ait değil",
  invalidPhone: "Geçerli bir telefon numarası giriniz",
  invalidEmail: "Geçerli bir e-posta adresi giriniz",
  invalidWebsite: "Geçerli bir web sitesi URL'si giriniz",
  priceRequired: "Saatlik ücret zorunludur",
  pricePositive: "Saatlik ücret pozitif bir sayı olmalıdır",
  weekendPricePositive: "Hafta sonu ücreti pozitif bir sayı olmalıdır",
  depositNegative: "Kapora tutarı negatif olamaz",
  invalidDeposit: "Geçerli bir kapora tutarı giriniz",
  invalidInstantConfirmation: "Geçersiz anında onay seçimi",
  fieldTypeRequired: "Saha türü seçiniz",
  fieldSizeRequired: "Saha boyutu seçiniz",
  invalidAmenity: "Geçersiz saha özelliği",
  invalidWorkingHours: "Geçersiz çalışma saatleri",
  invalidImageInfo: "Geçersiz görsel bilgisi",
  oneMainImage: "Yalnızca bir görsel ana görsel olabilir",
  tooManyImages: "En fazla 5 görsel yükleyebilirsiniz",
  imageTooLarge: "Her görsel en fazla 5 MB olabilir",
  imageType: "Yalnızca JPEG, PNG veya WebP görseller yüklenebilir",
  imageUnreadable: "Görsel okunamadı; lütfen başka bir dosya seçin",
  notMultipart: "Tesis bilgileri form verisi (multipart/form-data) olarak gönderilmelidir",
  imageNotFound: "Görsel bulunamadı",
  invalidImageId: "Geçersiz görsel numarası",
  created: "Tesis başarıyla eklendi",
  updated: "Tesis başarıyla güncellendi",
  deleted: "Tesis başarıyla silindi",
  imageDeleted: "Resim başarıyla silindi",
  imageDeleteFailed: "Resim silinirken bir hata oluştu",
  saveFailedCreate: "Tesis eklenirken bir hata oluştu",
  saveFailedUpdate: "Tesis güncellenirken bir hata oluştu",
  deleteBlocked:
    "Bu tesisin ileri tarihli bekleyen veya onaylanmış rezervasyonları var. Tesisi silmeden önce bu rezervasyonları iptal edin.",
  deleteFailed: "Tesis silinirken bir hata oluştu",
  listFailed: "Tesisler yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
  emptyList: "Tesis bulunamadı",
  ownerOnly: "Bu sayfaya erişmek için tesis sahibi yetkilerine sahip olmanız gerekiyor.",
} as const;

/** Images: at most 5 per facility, at most 5 MB each, JPEG, PNG or WebP by content. */
export const MAX_FACILITY_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];

/**
 * The image type the first bytes show (JPEG `FF D8 FF`, PNG's 8-byte signature, WebP's
 * `RIFF….WEBP`), whatever the file's name or declared type; undefined for anything else.
 */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | undefined {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return undefined;
}

/** Seven days, each open with `hours`. */
export function weekWith(hours: readonly string[]): WorkingHours {
  return weekdayKeys.map((day): WorkingDay => ({ day, isOpen: hours.length > 0, hours: [...hours] }));
}

/** The form's starting week: every day 09:00-22:00. */
export function defaultWorkingHours(): WorkingHours {
  return weekWith(DEFAULT_DAY_HOURS);
}

/** Input text: a number field's value as typed (or a number), "" = empty. */
type NumberText = string | number | null | undefined;

const numberText = (value: unknown) => (typeof value === "number" ? String(value) : value);

/** "1.250,50", "1.000" and "1250.50" read 1250.5, 1000, 1250.5; anything else stays text and fails. */
function moneyValue(value: string): number | undefined {
  const normalised = turkishDecimalText(value);
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(normalised)) return undefined;
  return Number(normalised);
}

/** A required money amount > 0 (the hourly price). */
function requiredPrice(required: string, positive: string) {
  return z.preprocess(
    (value) => blankToUndefined(numberText(value)),
    z.string({ error: required }).transform((value, ctx) => {
      const amount = moneyValue(value);
      if (amount === undefined || amount <= 0) {
        ctx.addIssue({ code: "custom", message: positive });
        return z.NEVER;
      }
      return amount;
    }),
  );
}

/** An optional money amount ("" = none, null); `min` 0 allows zero, else it must be > 0. */
function optionalMoney(message: string, min: 0 | "positive", negative = message) {
  return z.preprocess(
    (value) => blankToUndefined(numberText(value)) ?? null,
    z
      .string({ error: message })
      .transform((value, ctx) => {
        if (/^\s*-/.test(value)) {
          ctx.addIssue({ code: "custom", message: negative });
          return z.NEVER;
        }
        const amount = moneyValue(value);
        if (amount === undefined || (min === "positive" && amount <= 0)) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return amount;
      })
      .nullable(),
  );
}

/** Optional text: "" and absent read null. */
function optionalText<T extends z.ZodType<string | null>>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" ? value.trim() : value) || null, schema);
}

const phoneSchema = optionalText(
  z
    .string({ error: facilityFormMessages.invalidPhone })
    .transform((value) => value.replace(/[\s()-]/g, ""))
    .pipe(z.string().regex(/^\d{10,11}$/, { error: facilityFormMessages.invalidPhone }))
    .nullable(),
);

const emailSchema = optionalText(
  z
    .email({ error: facilityFormMessages.invalidEmail })
    .max(254, { error: facilityFormMessages.invalidEmail })
    .nullable(),
);

const websiteSchema = optionalText(
  z
    .string({ error: facilityFormMessages.invalidWebsite })
    .max(300, { error: facilityFormMessages.invalidWebsite })
    .refine(isWebsite, { error: facilityFormMessages.invalidWebsite })
    .nullable(),
);

/** An http(s) address with a dotted host name (`https://saha.example`). */
function isWebsite(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** The facility's fields, each as the form holds it (text inputs are strings). */
const facilityFieldsShape = {
  name: cleanText({ error: facilityFormMessages.nameRequired })
    .trim()
    .min(1, { error: facilityFormMessages.nameRequired })
    .max(100, { error: facilityFormMessages.nameTooLong }),
  description: z.preprocess(
    (value) => value ?? "",
    cleanText().trim().max(2000, { error: facilityFormMessages.descriptionTooLong }),
  ),
  address: cleanText({ error: facilityFormMessages.addressRequired })
    .trim()
    .min(1, { error: facilityFormMessages.addressRequired })
    .max(300, { error: facilityFormMessages.addressTooLong }),
  cityId: z.preprocess(numberText, idSchema(facilityFormMessages.cityRequired)),
  districtId: z.preprocess(numberText, idSchema(facilityFormMessages.districtRequired)),
  phone: phoneSchema,
  email: emailSchema,
  website: websiteSchema,
  pricePerHour: requiredPrice(facilityFormMessages.priceRequired, facilityFormMessages.pricePositive),
  weekendPricePerHour: optionalMoney(facilityFormMessages.weekendPricePositive, "positive"),
  depositAmount: optionalMoney(facilityFormMessages.invalidDeposit, 0, facilityFormMessages.depositNegative),
  fieldType: z.enum(fieldTypes, { error: facilityFormMessages.fieldTypeRequired }),
  fieldSize: z.enum(fieldSizes, { error: facilityFormMessages.fieldSizeRequired }),
  /** 'Anında onay': on-site bookings are confirmed at once instead of waiting for the owner. */
  instantConfirmation: z.preprocess(
    (value) =>
      value === "true" ? true : value === "false" || value === undefined || value === "" ? false : value,
    z.boolean({ error: facilityFormMessages.invalidInstantConfirmation }),
  ),
};

const amenityListSchema = z
  .array(amenitySchema, { error: facilityFormMessages.invalidAmenity })
  .max(13)
  .transform((list) => [...new Set(list)]);

/**
 * The facility form (create and edit). The web form validates its values with it and the API
 * validates the multipart fields with `facilityMultipartSchema`, built from the same fields.
 * Ownership, status, rating and id are never part of it: the server decides those.
 */
export const facilityFormSchema = z.object({
  ...facilityFieldsShape,
  workingHours: workingHoursSchema,
  amenities: amenityListSchema,
});
/** What the form holds (numbers as typed text). */
export type FacilityFormValues = {
  name: string;
  description: string;
  address: string;
  cityId: NumberText;
  districtId: NumberText;
  phone: string;
  email: string;
  website: string;
  pricePerHour: NumberText;
  weekendPricePerHour: NumberText;
  depositAmount: NumberText;
  fieldType: FieldType | "";
  fieldSize: FieldSize | "";
  instantConfirmation: boolean;
  workingHours: WorkingHours;
  amenities: Amenity[];
};
/** The parsed facility the API stores. */
export type FacilityInput = z.output<typeof facilityFormSchema>;

/** A new form: blank texts, Halı Saha 7v7, every day 09:00-22:00, no amenities. */
export function emptyFacilityForm(): FacilityFormValues {
  return {
    name: "",
    description: "",
    address: "",
    cityId: "",
    districtId: "",
    phone: "",
    email: "",
    website: "",
    pricePerHour: "",
    weekendPricePerHour: "",
    depositAmount: "",
    fieldType: "Halı Saha",
    fieldSize: "7v7",
    instantConfirmation: false,
    workingHours: defaultWorkingHours(),
    amenities: [],
  };
}

/** A stored facility as the edit form starts from it. */
export function facilityFormValuesOf(facility: {
  name: string;
  description: string;
  address: string;
  cityId: number;
  districtId: number;
  phone: string | null;
  email: string | null;
  website: string | null;
  pricePerHour: number;
  weekendPricePerHour: number | null;
  depositAmount: number | null;
  fieldType: FieldType;
  fieldSize: FieldSize;
  instantConfirmation: boolean;
  workingHours: WorkingHours;
  amenities: Amenity[];
}): FacilityFormValues {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    name: facility.name,
    description: facility.description,
    address: facility.address,
    cityId: String(facility.cityId),
    districtId: String(facility.districtId),
    phone: facility.phone ?? "",
    email: facility.email ?? "",
    website: facility.website ?? "",
    pricePerHour: String(facility.pricePerHour),
    weekendPricePerHour: text(facility.weekendPricePerHour),
    depositAmount: text(facility.depositAmount),
    fieldType: facility.fieldType,
    fieldSize: facility.fieldSize,
    instantConfirmation: facility.instantConfirmation,
    workingHours: facility.workingHours.map((day) => ({ ...day, hours: [...day.hours] })),
    amenities: [...facility.amenities],
  };
}

/**
 * One entry of `imageInfo`: a new file by its `index` among this request's `images` files, or a
 * stored image by its `id`; `isMain` chooses the main image.
 */
export const imageInfoEntrySchema = z.union([
  z.object({
    index: z
      .number()
      .int()
      .min(0)
      .max(MAX_FACILITY_IMAGES - 1),
    isMain: z.boolean(),
  }),
  z.object({ id: z.number().int().positive(), isMain: z.boolean() }),
]);
export type ImageInfoEntry = z.infer<typeof imageInfoEntrySchema>;

const imageInfoSchema = z
  .array(imageInfoEntrySchema, { error: facilityFormMessages.invalidImageInfo })
  .max(MAX_FACILITY_IMAGES * 2, { error: facilityFormMessages.invalidImageInfo })
  .refine((entries) => entries.filter((entry) => entry.isMain).length <= 1, {
    error: facilityFormMessages.oneMainImage,
  });

/** A multipart field holding JSON: the text is parsed, then checked with `schema`. */
function jsonField<T extends z.ZodType>(schema: T, message: string) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
  }, schema);
}

/**
 * `POST /facilities` and `PUT /facilities/{id}` multipart fields (every value is text):
 * the form's fields, `workingHours`, `amenities` and `imageInfo` as JSON. `openingTime` and
 * `closingTime` are derived from the working hours, so whatever is sent is dropped.
 */
export const facilityMultipartSchema = z.object({
  ...facilityFieldsShape,
  workingHours: jsonField(workingHoursSchema, facilityFormMessages.invalidWorkingHours),
  amenities: z.preprocess(
    (value) => value ?? "[]",
    jsonField(amenityListSchema, facilityFormMessages.invalidAmenity),
  ),
  imageInfo: z.preprocess(
    (value) => value ?? "[]",
    jsonField(imageInfoSchema, facilityFormMessages.invalidImageInfo),
  ),
});
export type FacilityMultipartInput = z.output<typeof facilityMultipartSchema>;

/**
 * The multipart text fields of a form's values, as the API reads them (numbers as text, JSON
 * for the lists); the web client appends the image files and sends it.
 */
export function facilityMultipartFields(
  values: FacilityInput,
  imageInfo: readonly ImageInfoEntry[],
  derived: { openingTime: string; closingTime: string },
): Record<string, string> {
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return {
    name: values.name,
    description: values.description,
    address: values.address,
    cityId: String(values.cityId),
    districtId: String(values.districtId),
    phone: text(values.phone),
    email: text(values.email),
    website: text(values.website),
    openingTime: derived.openingTime,
    closingTime: derived.closingTime,
    pricePerHour: String(values.pricePerHour),
    weekendPricePerHour: text(values.weekendPricePerHour),
    depositAmount: text(values.depositAmount),
    fieldType: values.fieldType,
    fieldSize: values.fieldSize,
    instantConfirmation: String(values.instantConfirmation),
    workingHours: JSON.stringify(values.workingHours),
    amenities: JSON.stringify(values.amenities),
    imageInfo: JSON.stringify(imageInfo),
  };
}

/** `GET /facilities/user`: the caller's own facilities (admin: every one) of any status. */
export const ownerFacilityListQuerySchema = z.object({
  ...pagingSchema(10),
  search: z.preprocess(
    blankToUndefined,
    z
      .string({ error: facilityMessages.invalidSearch })
      .trim()
      .max(100, { error: facilityMessages.searchTooLong })
      .optional(),
  ),
  status: optionalQuery(z.enum(facilityStatuses, { error: facilityMessages.invalidStatus })),
});
export type OwnerFacilityListQuery = z.output<typeof ownerFacilityListQuerySchema>;

/** `DELETE /facilities/{id}/images/{imageId}` path. */
export const facilityImageParamsSchema = z.object({
  id: idSchema(facilityMessages.invalidId),
  imageId: idSchema(facilityFormMessages.invalidImageId),
});
