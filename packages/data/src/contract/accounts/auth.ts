import { z } from "zod";
import { cleanText } from "../text";
import { blankToUndefined } from "../common/ids";
import { paymentModes } from "../payments/payment";
import { pushConfigSchema } from "../notifications/notification";
import { sessionUserSchema } from "../users";
import { otpSchema } from "./codes";
import { passwordRules } from "./passwords";
import { phoneSchema } from "./phone";

/** Field bounds the forms and the API share. */
export const accountLimits = {
  nameMin: 2,
  nameMax: 50,
  userNameMin: 3,
  userNameMax: 20,
  emailMax: 254,
  identifierMax: 254,
} as const;

export const loginMessages = {
  identifierRequired: "E-posta adresi, telefon numarası veya kullanıcı adı gereklidir",
  identifierTooLong: "Bu alan en fazla 254 karakter olabilir",
  passwordRequired: "Şifre gereklidir",
} as const;

export const registerMessages = {
  firstNameRequired: "Ad gereklidir",
  firstNameMin: "Ad en az 2 karakter olmalıdır",
  firstNameMax: "Ad en fazla 50 karakter olabilir",
  lastNameRequired: "Soyad gereklidir",
  lastNameMin: "Soyad en az 2 karakter olmalıdır",
  lastNameMax: "Soyad en fazla 50 karakter olabilir",
  userNameRequired: "Kullanıcı adı gereklidir",
  userNameMin: "Kullanıcı adı en az 3 karakter olmalıdır",
  userNameMax: "Kullanıcı adı en fazla 20 karakter olmalıdır",
  userNameChars: "Kullanıcı adı yalnızca harf, rakam, nokta ve alt çizgi içerebilir",
  emailRequired: "E-posta adresi gereklidir",
  emailInvalid: "Geçerli bir e-posta adresi giriniz",
  passwordRequired: "Şifre gereklidir",
  confirmRequired: "Şifre onayı gereklidir",
  mismatch: "Şifreler eşleşmiyor",
} as const;

const password = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(passwordRules.min, passwordRules.minMessage)
    .max(passwordRules.max, passwordRules.maxMessage);

/**
 * `POST /auth/login`: identifier is an e-mail, a phone number or a user name. `otp` is the SMS
 * code the server asks for (`data.secondFactor: "sms"` on its 401) once the account collected
 * too many failed logins; blank means none.
 */
export const loginSchema = z.object({
  identityFier: z
    .string({ error: loginMessages.identifierRequired })
    .trim()
    .min(1, { error: loginMessages.identifierRequired, abort: true })
    .max(accountLimits.identifierMax, loginMessages.identifierTooLong),
  password: password(loginMessages.passwordRequired),
  otp: z.preprocess(blankToUndefined, otpSchema.optional()),
});
export type LoginRequest = z.input<typeof loginSchema>;

/** A person's name: bidirectional controls stripped (`cleanText`), trimmed, 2-50 characters. */
const name = (m: { required: string; min: string; max: string }) =>
  cleanText({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .min(accountLimits.nameMin, m.min)
    .max(accountLimits.nameMax, m.max);

/** First and last name rules of the register form. */
export const firstNameSchema = name({
  required: registerMessages.firstNameRequired,
  min: registerMessages.firstNameMin,
  max: registerMessages.firstNameMax,
});
export const lastNameSchema = name({
  required: registerMessages.lastNameRequired,
  min: registerMessages.lastNameMin,
  max: registerMessages.lastNameMax,
});

/** An e-mail address, trimmed and lower-cased (addresses are compared case-insensitively). */
export const emailSchema = (
  m: { required: string; invalid: string } = {
    required: registerMessages.emailRequired,
    invalid: registerMessages.emailInvalid,
  },
) =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .max(accountLimits.emailMax, m.invalid)
    .pipe(z.email({ error: m.invalid }))
    .transform((value) => value.toLowerCase());

/** `POST /auth/register`. */
export const registerSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    userName: z
      .string({ error: registerMessages.userNameRequired })
      .trim()
      .min(1, { error: registerMessages.userNameRequired, abort: true })
      .min(accountLimits.userNameMin, registerMessages.userNameMin)
      .max(accountLimits.userNameMax, registerMessages.userNameMax)
      .regex(/^[A-Za-z0-9._]+$/, registerMessages.userNameChars),
    email: emailSchema(),
    /**
     * Optional (empty = none): saved unverified, so the new user can verify it and book
     * without a detour through the profile.
     */
    phone: z.preprocess(blankToUndefined, phoneSchema().optional()),
    password: password(registerMessages.passwordRequired),
    confirmPassword: z
      .string({ error: registerMessages.confirmRequired })
      .min(1, { error: registerMessages.confirmRequired, abort: true }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: registerMessages.mismatch,
  });
export type RegisterRequest = z.input<typeof registerSchema>;

/** `POST /auth/google-login`: the Google ID token from Google Identity Services. */
export const googleLoginSchema = z.object({
  token: z.string({ error: "Google oturum bilgisi eksik" }).min(1, "Google oturum bilgisi eksik").max(8192),
});
export type GoogleLoginRequest = z.input<typeof googleLoginSchema>;

/**
 * `POST /auth/logout` and `POST /auth/logout-all` take no body: nothing (or null), or an empty object
 * (any field is refused, so no request that merely carries a token ends a session by accident).
 */
export const sessionEndSchema = z.strictObject({}).nullish();

/** Login, Google login and register answer with the token and the user. */
export const authResultSchema = z.object({ token: z.string().min(1), items: sessionUserSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

/**
 * `GET /config`: what the browser needs to know about optional providers. `payments.mode` is
 * `stripe` (load Stripe.js with `publishableKey`) or `test` (the simulated provider: label the
 * payment page, confirm through `POST /stripe/test-mode/confirm`). The API always sends
 * `payments`; it is optional here so a client talking to an older API still reads the rest.
 */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  payments: z
    .object({
      mode: z.enum(paymentModes),
      publishableKey: z.string().nullable(),
    })
    .optional(),
  /** Web push through Firebase Cloud Messaging: null (or absent from an older API) when the server sends none. */
  push: pushConfigSchema.nullable().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
