import {
  accountMessages,
  type AuthResult,
  type changePasswordSchema,
  type loginSchema,
  normalizePhone,
  type registerSchema,
} from "@halisaha/data/contract";
import type { z } from "zod";
import { IdentityProviderUnavailableError, type GoogleIdentity } from "../../adapters/identity";
import { assertNotCommonPassword, hashPassword, verifyPassword } from "../../auth/passwords";
import type { ModuleDeps } from "../../deps";
import { violatedUniqueConstraint } from "../../db/errors";
import {
  conflict,
  isHttpError,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
  validationFailed,
  type HttpError,
} from "../../http/errors";
import type { CodesService } from "../codes/service";
import { notify } from "../notifications/notify";
import {
  findTakenIdentity,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserByIdentifier,
  insertUser,
  setPassword,
  updateUser,
  type UserRow,
} from "../users/repo";
import { sessionUserOf } from "../users/session-user";
import { deriveUserName } from "../users/user-names";
import {
  ACCOUNT_FAILURE_CAP,
  accountCapEndsAt,
  assertLoginAllowed,
  clearAccountFailures,
  clearLoginFailures,
  loginThrottleKey,
  recordAccountFailure,
  recordLoginFailure,
} from "./login-throttle";
import { loginAttemptsNotice, PROFILE_LINK } from "./notices";
import { bumpTokenVersion, revokeToken } from "./repo";

/** The SMS code a login past the failure cap needs (the codes module's). */
export type LoginCodes = Pick<CodesService, "sendLoginCode" | "useLoginCode">;

export type AuthDeps = Pick<ModuleDeps, "db" | "clock" | "tokens" | "google" | "log"> & {
  loginCodes: LoginCodes;
};

type RegisterInput = z.output<typeof registerSchema>;
type LoginInput = z.output<typeof loginSchema>;
type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export function createAuthService({ db, clock, tokens, google, log, loginCodes }: AuthDeps) {
  async function session(user: UserRow): Promise<AuthResult> {
    return { token: await tokens.sign(user), items: await sessionUserOf(db, user) };
  }

  return {
    session,

    /**
     * A new `user` account, with the optional phone saved as an unverified claim (never a 409:
     * see users/service.ts); 409 with field errors when the e-mail or user name is taken.
     */
    async register(input: RegisterInput): Promise<AuthResult> {
      assertNotCommonPassword(input.password, "password");
      const taken = await findTakenIdentity(db, input);
      if (taken.email || taken.userName) throw identityTaken(taken);
      const passwordHash = await hashPassword(input.password);
      try {
        const user = await insertUser(db, {
          firstName: input.firstName,
          lastName: input.lastName,
          userName: input.userName,
          email: input.email,
          phoneNumber: input.phone ?? null,
          passwordHash,
        });
        return await session(user);
      } catch (error) {
        // Two registrations racing for the same name: the unique index decides.
        const constraint = violatedUniqueConstraint(error);
        if (constraint === "users_email_lower_key") throw identityTaken({ email: true, userName: false });
        if (constraint === "users_user_name_lower_key") throw identityTaken({ email: false, userName: true });
        throw error;
      }
    },

    /**
     * E-mail, phone or user name with a password. Unknown account and wrong password get the
     * same 401 after the same argon2 work; failures are throttled per identifier and per IP,
     * and capped per account (`loginPastCap`).
     */
    async login({ identityFier, password, otp }: LoginInput, ip: string): Promise<AuthResult> {
      const now = clock.now();
      const user = await findUserByIdentifier(db, {
        text: identityFier,
        phone: normalizePhone(identityFier),
      });
      const key = loginThrottleKey(identityFier, user?.id);
      await assertLoginAllowed(db, key, ip, now);
      const capEndsAt = user ? await accountCapEndsAt(db, key, now) : null;
      if (user && capEndsAt) return loginPastCap(user, { key, password, otp, ip, now, capEndsAt });
      const matches = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !matches) {
        await recordFailure(key, ip, now, user);
        throw unauthorized(accountMessages.invalidCredentials);
      }
      await signedIn(key, ip);
      return session(user);
    },

    /** `POST /auth/logout`: the presented token stops working at once, on every API process. */
    async logout(token: { tokenId: string; expiresAt: Date }): Promise<void> {
      await revokeToken(db, token.tokenId, token.expiresAt, clock.now());
    },

    /** `POST /auth/logout-all`: every token of the account stops working, this browser's too. */
    async logoutEverywhere(user: UserRow): Promise<void> {
      await bumpTokenVersion(db, user.id, clock.now());
    },

    /**
     * A verified Google ID token: the account already linked to that Google id, else the
     * account with the same e-mail if that e-mail is verified (now linked), else a new `user`
     * account with a verified e-mail. An account whose e-mail was never verified (a password
     * registration) is not linked and not signed in (409): whoever registered the address may
     * not own it, and linking would leave their password (and their phone's reset) in the
     * Google user's account.
     */
    async googleLogin(idToken: string): Promise<AuthResult> {
      const identity = await verifiedGoogleIdentity(idToken);
      const linked = await findUserByGoogleSubject(db, identity.subject);
      if (linked) return session(linked);
      const email = verifiedGoogleEmail(identity);

      const existing = await findUserByEmail(db, email);
      if (existing) {
        if (existing.googleSubject !== null) throw conflict(accountMessages.emailTaken);
        if (existing.emailVerifiedAt === null) throw conflict(accountMessages.googlePasswordAccountExists);
        return session(await updateUser(db, existing.id, { googleSubject: identity.subject }, clock.now()));
      }
      return session(await createGoogleUser(identity, email));
    },

    /**
     * Links a Google identity to the signed-in account: the proof of control Google sign-in
     * asks of a password account. Google must vouch for the account's own e-mail, which is then
     * verified. 409 when the e-mail differs, the Google id belongs to another account, or this
     * account is linked to another Google id; linking the same id again changes nothing.
     */
    async linkGoogle(user: UserRow, idToken: string): Promise<UserRow> {
      const identity = await verifiedGoogleIdentity(idToken);
      const email = verifiedGoogleEmail(identity);
      if (user.googleSubject === identity.subject) return user;
      if (user.googleSubject !== null) throw conflict(accountMessages.googleOtherLinked);
      if (email !== user.email.toLowerCase()) throw conflict(accountMessages.googleEmailMismatch);
      if (await findUserByGoogleSubject(db, identity.subject))
        throw conflict(accountMessages.googleLinkedElsewhere);
      const now = clock.now();
      try {
        return await updateUser(
          db,
          user.id,
          { googleSubject: identity.subject, emailVerifiedAt: user.emailVerifiedAt ?? now },
          now,
        );
      } catch (error) {
        // Another account linked the same Google id meanwhile: the unique index decides.
        if (violatedUniqueConstraint(error) === "users_google_subject_key")
          throw conflict(accountMessages.googleLinkedElsewhere);
        throw error;
      }
    },

    /**
     * Checks the current password (400 on `currentPassword` when wrong), refuses common new
     * passwords, bumps the token version and answers a fresh token for this browser.
     */
    async changePassword(user: UserRow, input: ChangePasswordInput, ip: string): Promise<AuthResult> {
      const now = clock.now();
      const key = `password-change:${user.id}`;
      await assertLoginAllowed(db, key, ip, now);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await recordLoginFailure(db, key, ip, now);
        throw validationFailed(
          [{ field: "currentPassword", message: accountMessages.currentPasswordWrong }],
          accountMessages.currentPasswordWrong,
        );
      }
      assertNotCommonPassword(input.newPassword, "newPassword");
      const updated = await setPassword(db, user.id, await hashPassword(input.newPassword), now);
      await clearLoginFailures(db, key, ip);
      return session(updated);
    },
  };

  /** The ID token's identity; 503 when Google sign-in is off or its keys are out of reach, else 401. */
  async function verifiedGoogleIdentity(idToken: string): Promise<GoogleIdentity> {
    if (google === null) throw serviceUnavailable(accountMessages.googleUnavailable);
    try {
      return await google.verify(idToken);
    } catch (error) {
      if (error instanceof IdentityProviderUnavailableError) {
        log.error({ err: error }, "Google sign-in: key set unavailable");
        throw serviceUnavailable(accountMessages.googleUnavailable);
      }
      log.info({ reason: error instanceof Error ? error.message : String(error) }, "Google token refused");
      throw unauthorized(accountMessages.googleInvalid);
    }
  }

  /**
   * A login of an account whose failures reached the cap in this window: the password alone no
   * longer signs in. With a verified phone the right password sends an SMS code (wrong ones send
   * nothing, so guessing costs the owner no messages) and the right password with a live code
   * signs in; the answers never tell a right password from a wrong one. Without a verified
   * phone, password logins wait for the window's end (429); a password reset or Google sign-in
   * still works.
   */
  async function loginPastCap(
    user: UserRow,
    attempt: { key: string; password: string; otp?: string; ip: string; now: Date; capEndsAt: Date },
  ): Promise<AuthResult> {
    const { key, password, otp, ip, now, capEndsAt } = attempt;
    const phone = user.isPhoneVerified ? user.phoneNumber : null;
    if (phone === null)
      throw tooManyRequests(accountMessages.loginPaused, (capEndsAt.getTime() - now.getTime()) / 1000);
    const withPhone = { ...user, phoneNumber: phone };
    const matches = await verifyPassword(user.passwordHash, password);
    // Not awaited: the answer must not take the SMS provider's time only when the password is
    // right. Its failures (a resend within the minute, the hourly limit, the provider) give the
    // same answer too, or they would confirm the password; the owner's last code still works.
    if (matches && otp === undefined)
      loginCodes.sendLoginCode(withPhone, ip).catch((error: unknown) => {
        if (isHttpError(error))
          log.warn({ userId: user.id, status: error.statusCode }, "login code not sent");
        else log.error({ err: error, userId: user.id }, "login code failed");
      });
    if (matches && otp !== undefined && (await loginCodes.useLoginCode(withPhone, otp))) {
      await signedIn(key, ip);
      return session(user);
    }
    if (!matches || otp !== undefined) await recordFailure(key, ip, now, user);
    throw unauthorized(
      otp === undefined ? accountMessages.loginCodeRequired : accountMessages.loginCodeInvalid,
      { secondFactor: "sms" },
    );
  }

  /**
   * A refused login: counted per (key, IP) for the brakes and, for an account, towards its cap.
   * The failure that reaches the cap tells the owner, in the same transaction.
   */
  async function recordFailure(key: string, ip: string, now: Date, user: UserRow | undefined): Promise<void> {
    await recordLoginFailure(db, key, ip, now);
    if (!user) return;
    await db.transaction(async (tx) => {
      const { failures, windowStartedAt } = await recordAccountFailure(tx, key, now);
      if (failures !== ACCOUNT_FAILURE_CAP) return;
      await notify(
        tx,
        {
          userId: user.id,
          kind: "login_attempts",
          ...loginAttemptsNotice(user.isPhoneVerified && user.phoneNumber !== null),
          link: PROFILE_LINK,
          dedupeKey: `login-cap-${user.id}-${windowStartedAt.getTime()}`,
        },
        { now },
      );
    });
  }

  /** A successful sign-in: the address's failures and the account's count of the cap are cleared. */
  async function signedIn(key: string, ip: string): Promise<void> {
    await clearLoginFailures(db, key, ip);
    await clearAccountFailures(db, key);
  }

  async function createGoogleUser(identity: GoogleIdentity, email: string): Promise<UserRow> {
    const [first, ...rest] = (identity.name ?? "").split(/\s+/).filter(Boolean);
    const firstName = (identity.givenName ?? first ?? email.split("@")[0] ?? "").slice(0, 50);
    const lastName = (identity.familyName ?? rest.join(" ")).slice(0, 50);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await insertUser(db, {
          firstName,
          lastName,
          userName: await deriveUserName(db, email),
          email,
          googleSubject: identity.subject,
          emailVerifiedAt: clock.now(),
        });
      } catch (error) {
        // Another sign-in took the derived user name meanwhile: derive again.
        if (violatedUniqueConstraint(error) === "users_user_name_lower_key" && attempt < 3) continue;
        if (violatedUniqueConstraint(error) !== undefined) throw conflict(accountMessages.emailTaken);
        throw error;
      }
    }
  }
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The e-mail Google vouches for; 401 when Google says it is unverified (or sends none). */
function verifiedGoogleEmail(identity: GoogleIdentity): string {
  if (!identity.emailVerified || identity.email === undefined)
    throw unauthorized(accountMessages.googleEmailUnverified);
  return identity.email;
}

function identityTaken(taken: { email: boolean; userName: boolean }): HttpError {
  const errors = [
    ...(taken.email ? [{ field: "email", message: accountMessages.emailTaken }] : []),
    ...(taken.userName ? [{ field: "userName", message: accountMessages.userNameTaken }] : []),
  ];
  return conflict(taken.email ? accountMessages.emailTaken : accountMessages.userNameTaken, { errors });
}
