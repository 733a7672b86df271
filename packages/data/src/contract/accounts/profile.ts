import { z } from "zod";
import { passwordRules } from "./passwords";
import { firstNameSchema, lastNameSchema } from "./auth";
import { phoneSchema } from "./phone";
import { sessionUserSchema } from "../users";

export const profileMessages = {
  firstNameRequired: "Ad alanı zorunludur",
  lastNameRequired: "Soyad alanı zorunludur",
  emailRequired: "E-posta alanı zorunludur",
  emailInvalid: "Geçerli bir e-posta adresi girin",
  phoneRequired: "Telefon alanı zorunludur",
  phoneInvalid: "Geçerli bir telefon numarası girin",
  nothingToUpdate: "Güncellenecek bir bilgi gönderilmedi",
} as const;

export const changePasswordMessages = {
  currentRequired: "Mevcut şifre zorunludur",
  newRequired: "Yeni şifre zorunludur",
  confirmRequired: "Şifre onayı zorunludur",
  mismatch: "Şifreler eşleşmiyor",
} as const;

/**
 * `PUT /users/profile`: only the changed fields among firstName, lastName and phone.
 * Changing the phone clears `isPhoneVerified`. E-mail is not editable here.
 */
export const updateProfileSchema = z
  .object({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    phone: phoneSchema({
      required: profileMessages.phoneRequired,
      invalid: profileMessages.phoneInvalid,
    }).optional(),
  })
  .refine((v) => v.firstName !== undefined || v.lastName !== undefined || v.phone !== undefined, {
    message: profileMessages.nothingToUpdate,
  });
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

/** The profile edit form: all four fields shown, e-mail read-only. */
export const profileFormSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { error: profileMessages.firstNameRequired, abort: true })
    .pipe(firstNameSchema),
  lastName: z
    .string()
    .trim()
    .min(1, { error: profileMessages.lastNameRequired, abort: true })
    .pipe(lastNameSchema),
  email: z
    .string()
    .trim()
    .min(1, { error: profileMessages.emailRequired, abort: true })
    .pipe(z.email({ error: profileMessages.emailInvalid })),
  phone: phoneSchema({ required: profileMessages.phoneRequired, invalid: profileMessages.phoneInvalid }),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** `POST /auth/change-password`. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: changePasswordMessages.currentRequired })
      .min(1, { error: changePasswordMessages.currentRequired, abort: true })
      .max(passwordRules.max, passwordRules.maxMessage),
    newPassword: z
      .string({ error: changePasswordMessages.newRequired })
      .min(1, { error: changePasswordMessages.newRequired, abort: true })
      .min(passwordRules.changeMin, passwordRules.changeMinMessage)
      .max(passwordRules.max, passwordRules.maxMessage),
    confirmPassword: z
      .string({ error: changePasswordMessages.confirmRequired })
      .min(1, { error: changePasswordMessages.confirmRequired, abort: true }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: changePasswordMessages.mismatch,
  });
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/**
 * An answer that carries a user: under `user` (like `GET /auth/me`), under `items` (like
 * login) or bare (`PUT /users/profile` has answered each way).
 */
export const userAnswerSchema = z.union([
  z.object({ user: sessionUserSchema }).transform((data) => data.user),
  z.object({ items: sessionUserSchema }).transform((data) => data.items),
  sessionUserSchema,
]);

/** `POST /auth/change-password` → `data`: a fresh token (older ones stop working), with the user. */
export const changePasswordAnswerSchema = z
  .object({ token: z.string().min(1).optional(), items: z.optional(sessionUserSchema) })
  .nullish();
