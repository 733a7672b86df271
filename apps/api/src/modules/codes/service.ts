import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import {
  accountMessages,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type resetPasswordSchema,
} from "@halisaha/data/contract";
import type { z } from "zod";
import { assertNotCommonPassword, hashPassword } from "../../auth/passwords";
import type { Db } from "../../db/client";
import type { ModuleDeps } from "../../deps";
import {
  badRequest,
  conflict,
  serviceUnavailable,
  isHttpError,
  tooManyRequests,
  validationFailed,
} from "../../http/errors";
import { clearLoginFailures, loginThrottleKey } from "../auth/login-throttle";
import { violatedUniqueConstraint } from "../../db/errors";
import { notifyPhoneClaimDropped } from "../notifications/notify";
import {
  dropPhoneClaims,
  findUserByPhone,
  phoneVerifiedByOther,
  setPassword,
  updateUser,
  type UserRow,
} from "../users/repo";
import { phoneTaken } from "../users/service";
import {
  consumeResetMark,
  countWrongAttempt,
  deleteCode,
  deleteCodeRequest,
  findResetMark,
  insertCode,
  insertCodeRequest,
  latestOpenCode,
  lockCodeRequests,
  lockPhone,
  pruneCodes,
  requestsSince,
  retireCodes,
  spendCode,
  type CodePurpose,
  type CodeRow,
} from "./repo";

/** Wrong tries that kill a code. */
export const MAX_CODE_ATTEMPTS = 5;
/** Code requests per phone, and per IP, in any hour. */
export const MAX_CODES_PER_HOUR = 5;
/** How long a verified reset code's token allows the reset. */
export const RESET_MARK_SECONDS = 10 * 60;
/** Random bytes of a reset token (base64url: 43 characters). */
const RESET_TOKEN_BYTES = 32;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type CodesDeps = Pick<ModuleDeps, "db" | "clock" | "sms" | "log"> & {
  /** Key of the codes' HMAC: a leaked table does not give the codes away. */
  codeKey: Buffer;
};

type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/**
 * One-time codes by SMS: phone verification (signed in) and password reset (public).
 * Every limit lives in PostgreSQL, so it holds across API replicas.
 */
export function createCodesService({ db, clock, sms, log, codeKey }: CodesDeps) {
  const hashCode = (purpose: CodePurpose, phone: string, code: string) =>
    createHmac("sha256", codeKey).update(`${purpose}:${phone}:${code}`).digest();
  /** Only this keyed hash of a reset token is stored: a leaked table resets nothing. */
  const hashResetToken = (token: string) =>
    createHmac("sha256", codeKey).update(`reset-token:${token}`).digest("hex");

  /**
   * Counts the request against the limits (also when nobody owns the phone, so answers
   * match), stores a fresh code for `user` and sends it. A send the provider refuses is
   * undone and answered 503.
   */
  async function issue(purpose: CodePurpose, phone: string, ip: string, user: UserRow | null): Promise<void> {
    const now = clock.now();
    const code = user ? String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0") : undefined;
    const { requestId, codeId } = await db.transaction(async (tx) => {
      await lockCodeRequests(tx, phone, ip);
      await assertMaySend(tx, purpose, phone, ip, now);
      const requestId = await insertCodeRequest(tx, { purpose, phone, ip, createdAt: now });
      let codeId: number | undefined;
      if (user && code) {
        await retireCodes(tx, purpose, phone, now, purpose === "phone_verification" ? user.id : undefined);
        codeId = await insertCode(tx, {
          purpose,
          phone,
          userId: user.id,
          codeHash: hashCode(purpose, phone, code).toString("hex"),
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        });
      }
      await pruneCodes(tx, new Date(now.getTime() - HOUR_MS), new Date(now.getTime() - DAY_MS));
      return { requestId, codeId };
    });
    if (code === undefined || codeId === undefined) return;
    try {
      await sms.send(phone, smsText(purpose, code), { code });
    } catch (error) {
      log.error({ err: error, phone }, "SMS not sent");
      await deleteCode(db, codeId);
      await deleteCodeRequest(db, requestId);
      throw serviceUnavailable();
    }
  }

  async function assertMaySend(tx: Db, purpose: CodePurpose, phone: string, ip: string, now: Date) {
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const byPhone = await requestsSince(tx, { phone }, hourAgo);
    const last = byPhone.filter((row) => row.purpose === purpose).at(-1);
    if (last) {
      const waited = (now.getTime() - last.createdAt.getTime()) / 1000;
      if (waited < OTP_RESEND_SECONDS)
        throw tooManyRequests(accountMessages.resendTooSoon, OTP_RESEND_SECONDS - waited);
    }
    const byIp = await requestsSince(tx, { ip }, hourAgo);
    for (const rows of [byPhone, byIp]) {
      const oldest = rows[rows.length - MAX_CODES_PER_HOUR];
      if (rows.length >= MAX_CODES_PER_HOUR && oldest)
        throw tooManyRequests(
          accountMessages.tooManyCodes,
          (oldest.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000,
        );
    }
  }

  /** Checks `otp` against the phone's newest code: 400 on `otp` when wrong, expired, used or dead. */
  async function check(purpose: CodePurpose, phone: string, otp: string, userId?: number): Promise<CodeRow> {
    const now = clock.now();
    const code = await latestOpenCode(db, purpose, phone, userId);
    if (!code || code.expiresAt.getTime() <= now.getTime()) throw codeError(accountMessages.codeInvalid);
    if (code.attempts >= MAX_CODE_ATTEMPTS) throw codeError(accountMessages.codeExhausted);
    const expected = Buffer.from(code.codeHash, "hex");
    const given = hashCode(purpose, phone, otp);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = await countWrongAttempt(db, code.id);
      throw codeError(
        attempts >= MAX_CODE_ATTEMPTS ? accountMessages.codeExhausted : accountMessages.codeInvalid,
      );
    }
    return code;
  }

  /**
   * The account's own number (its claim); an account without one may name any number. Whether
   * another account owns it is never said here (see sendPhoneVerification).
   */
  function assertPhoneOfCaller(user: UserRow, phone: string): void {
    if (user.phoneNumber !== null && user.phoneNumber !== phone)
      throw validationFailed(
        [{ field: "phone", message: accountMessages.phoneMismatch }],
        accountMessages.phoneMismatch,
      );
  }

  return {
    /**
     * Sends a verification code to the caller's own phone number, or, for an account without
     * one, to the number given: verifying then saves it. A number another account has verified
     * gets no code, but the same answer and the same limits (the request counts, as for an
     * unknown phone in forgotPassword): a stranger cannot learn whether a number is registered,
     * and the owner is not sent codes for someone else's account.
     */
    async sendPhoneVerification(user: UserRow, phone: string, ip: string): Promise<void> {
      assertPhoneOfCaller(user, phone);
      if (user.isPhoneVerified) throw conflict(accountMessages.phoneAlreadyVerified);
      const owned = await phoneVerifiedByOther(db, phone, user.id);
      await issue("phone_verification", phone, ip, owned ? null : user);
    },

    /**
     * Verifies the caller's number with the code sent to it and makes it theirs, in one
     * transaction (serialised per number): other accounts' unverified claims on it are dropped
     * and each holder is told; then it is saved verified on the caller. Answers the updated user.
     */
    async verifyPhone(user: UserRow, phone: string, otp: string): Promise<UserRow> {
      assertPhoneOfCaller(user, phone);
      const code = await check("phone_verification", phone, otp, user.id);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          await lockPhone(tx, phone);
          if (!(await spendCode(tx, code.id, { consumed: true }, now)))
            throw codeError(accountMessages.codeInvalid);
          // Someone else verified it after our code was sent (they hold the same phone).
          if (await phoneVerifiedByOther(tx, phone, user.id)) throw phoneTaken();
          for (const dropped of await dropPhoneClaims(tx, phone, user.id, now))
            await notifyPhoneClaimDropped(tx, dropped.id, phone, { now });
          return updateUser(tx, user.id, { phoneNumber: phone, isPhoneVerified: true }, now);
        });
      } catch (error) {
        if (violatedUniqueConstraint(error) === "users_verified_phone_key") throw phoneTaken();
        throw error;
      }
    },

    /** Sends a reset code when an account has this phone; the same answer either way. */
    async forgotPassword(phone: string, ip: string): Promise<void> {
      await issue("password_reset", phone, ip, (await findUserByPhone(db, phone)) ?? null);
    },

    /**
     * A right reset code becomes a reset token: 32 random bytes for the client, only their keyed
     * hash stored on the code's row (so bound to that code and its account), usable once within
     * 10 minutes. Whoever knows the phone but not the code never sees it.
     */
    async verifyResetCode(phone: string, otp: string): Promise<{ resetToken: string }> {
      const code = await check("password_reset", phone, otp);
      const resetToken = randomBytes(RESET_TOKEN_BYTES).toString("base64url");
      const spent = await spendCode(
        db,
        code.id,
        { verified: true, resetTokenHash: hashResetToken(resetToken) },
        clock.now(),
      );
      if (!spent) throw codeError(accountMessages.codeInvalid);
      return { resetToken };
    },

    /**
     * Uses the reset token once: new argon2id hash, token version bumped (every session of the
     * account ends), login failures cleared. No, a wrong, an expired or a used token, or a phone
     * that is not the token's: 400 resetNotVerified. The token is consumed in the transaction
     * that sets the password, so of two racing resets exactly one wins; a refused common
     * password leaves it usable.
     */
    async resetPassword({ resetToken, phone, newPassword }: ResetPasswordInput): Promise<void> {
      const now = clock.now();
      const mark = await findResetMark(
        db,
        hashResetToken(resetToken),
        new Date(now.getTime() - RESET_MARK_SECONDS * 1000),
      );
      if (!mark || (phone !== undefined && phone !== mark.phone))
        throw badRequest(accountMessages.resetNotVerified);
      assertNotCommonPassword(newPassword, "newPassword");
      const passwordHash = await hashPassword(newPassword);
      const user = await db.transaction(async (tx) => {
        if (!(await consumeResetMark(tx, mark.id, now))) throw badRequest(accountMessages.resetNotVerified);
        return setPassword(tx, mark.userId, passwordHash, now);
      });
      await clearLoginFailures(db, loginThrottleKey(mark.phone, user.id));
    },

    /**
     * The second factor of a login past the failure cap (`modules/auth`): a code to the
     * account's verified phone, under the same limits as every code (429, 503 as `issue`).
     */
    async sendLoginCode(user: UserRow & { phoneNumber: string }, ip: string): Promise<void> {
      await issue("login", user.phoneNumber, ip, user);
    },

    /** Uses the account's login code once; false when it is wrong, expired, used or dead. */
    async useLoginCode(user: UserRow & { phoneNumber: string }, otp: string): Promise<boolean> {
      try {
        const code = await check("login", user.phoneNumber, otp, user.id);
        return await spendCode(db, code.id, { consumed: true }, clock.now());
      } catch (error) {
        if (isHttpError(error) && error.statusCode === 400) return false;
        throw error;
      }
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;

function codeError(message: string) {
  return validationFailed([{ field: "otp", message }], message);
}

function smsText(purpose: CodePurpose, code: string): string {
  if (purpose === "login")
    return `Halısaha giriş kodunuz: ${code}. Hesabınıza çok sayıda hatalı giriş denemesi yapıldığı için şifrenizle birlikte isteniyor. Giriş yapmaya çalışan siz değilseniz şifrenizi değiştirin.`;
  const what = purpose === "password_reset" ? "şifre sıfırlama" : "telefon doğrulama";
  return `Halısaha ${what} kodunuz: ${code}. Kod ${OTP_TTL_SECONDS / 60} dakika geçerlidir; kimseyle paylaşmayın.`;
}
