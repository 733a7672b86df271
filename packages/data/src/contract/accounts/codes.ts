import { z } from "zod";
import { passwordRules } from "./passwords";
import { phoneSchema } from "./phone";

/** One-time codes (phone verification, password reset): 6 digits, valid 300 s. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
/** A new code may be asked for this long after the last one. */
export const OTP_RESEND_SECONDS = 60;

export const codeMessages = {
  required: "Kod zorunludur",
  invalid: "Kod 6 haneli olmalıdır",
  newPasswordRequired: "Yeni şifre gereklidir",
  confirmRequired: "Tekrar şifre zorunludur",
  mismatch: "Şifreler eşleşmiyor",
  /** a reset without the token of a verified code (the same words as the API's resetNotVerified) */
  resetTokenRequired: "Önce telefonunuza gönderilen kodu doğrulayın.",
} as const;

/** The reset token's bound: the API hands out 43 characters (32 bytes, base64url). */
const RESET_TOKEN_MAX = 128;

/** A 6-digit one-time code. */
export const otpSchema = z
  .string({ error: codeMessages.required })
  .trim()
  .min(1, { error: codeMessages.required, abort: true })
  .regex(/^\d{6}$/, codeMessages.invalid);

/** `POST /auth/forgot-password` and `POST /auth/send-verification-code`. */
export const phoneRequestSchema = z.object({ phone: phoneSchema() });
export type PhoneRequest = z.input<typeof phoneRequestSchema>;

/** `POST /auth/verify-reset-code` and `POST /auth/verify-phone-number`. */
export const verifyCodeSchema = z.object({ phone: phoneSchema(), otp: otpSchema });
export type VerifyCodeRequest = z.input<typeof verifyCodeSchema>;

/**
 * `POST /auth/verify-reset-code` answers this: a single-use token, valid 10 minutes, that alone
 * may set the password of the account the code was sent for.
 */
export const resetTokenSchema = z.object({ resetToken: z.string().min(1).max(RESET_TOKEN_MAX) });
export type ResetToken = z.infer<typeof resetTokenSchema>;

/**
 * `POST /auth/reset-password`: the token a verified reset code gave. Deviation from the spec's
 * call shape (phone, newPassword, confirmPassword): the token is required, because a phone
 * alone let anyone finish a reset someone else had verified; `phone` is optional and, when
 * sent, must be the number the token was issued for.
 */
export const resetPasswordSchema = z
  .object({
    resetToken: z
      .string({ error: codeMessages.resetTokenRequired })
      .trim()
      .min(1, { error: codeMessages.resetTokenRequired, abort: true })
      .max(RESET_TOKEN_MAX, codeMessages.resetTokenRequired),
    phone: phoneSchema().optional(),
    newPassword: z
      .string({ error: codeMessages.newPasswordRequired })
      .min(1, { error: codeMessages.newPasswordRequired, abort: true })
      .min(passwordRules.min, passwordRules.minMessage)
      .max(passwordRules.max, passwordRules.maxMessage),
    confirmPassword: z
      .string({ error: codeMessages.confirmRequired })
      .min(1, { error: codeMessages.confirmRequired, abort: true }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: codeMessages.mismatch,
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;
