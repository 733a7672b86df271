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
import type { ModuleDeps } from "../deps";
import { violatedUniqueConstraint } from "../../db/errors";
import {
  conflict,
  serviceUnavailable,
  unauthorized,
  validationFailed,
  type HttpError,
} from "../../http/errors";
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
  assertLoginAllowed,
  clearLoginFailures,
  loginThrottleKey,
  recordLoginFailure,
} from "./login-throttle";

export type AuthDeps = Pick<ModuleDeps, "db" | "clock" | "tokens" | "google" | "log">;

type RegisterInput = z.output<typeof registerSchema>;
type LoginInput = z.output<typeof loginSchema>;
type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export function createAuthService({ db, clock, tokens, google, log }: AuthDeps) {
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
     * same 401 after the same argon2 work; failures are throttled per identifier and per IP.
     */
    async login({ identityFier, password }: LoginInput, ip: string): Promise<AuthResult> {
      const now = clock.now();
      const user = await findUserByIdentifier(db, {
        text: identityFier,
        phone: normalizePhone(identityFier),
      });
      const key = loginThrottleKey(identityFier, user?.id);
      await assertLoginAllowed(db, key, ip, now);
      const matches = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !matches) {
        await recordLoginFailure(db, key, ip, now);
        throw unauthorized(accountMessages.invalidCredentials);
      }
      await clearLoginFailures(db, key, ip);
      return session(user);
    },

    /**
     * A verified Google ID token: the account already linked to that Google id, else the
     * account with the same verified e-mail (now linked), else a new `user` account.
     */
    async googleLogin(idToken: string): Promise<AuthResult> {
      if (google === null) throw serviceUnavailable(accountMessages.googleUnavailable);
      let identity: GoogleIdentity;
      try {
        identity = await google.verify(idToken);
      } catch (error) {
        if (error instanceof IdentityProviderUnavailableError) {
          log.error({ err: error }, "Google sign-in: key set unavailable");
          throw serviceUnavailable(accountMessages.googleUnavailable);
        }
        log.info({ reason: error instanceof Error ? error.message : String(error) }, "Google token refused");
        throw unauthorized(accountMessages.googleInvalid);
      }

      const linked = await findUserByGoogleSubject(db, identity.subject);
      if (linked) return session(linked);
      if (!identity.emailVerified || identity.email === undefined)
        throw unauthorized(accountMessages.googleEmailUnverified);

      const existing = await findUserByEmail(db, identity.email);
      if (existing) {
        if (existing.googleSubject !== null) throw conflict(accountMessages.emailTaken);
        return session(await updateUser(db, existing.id, { googleSubject: identity.subject }, clock.now()));
      }
      return session(await createGoogleUser(identity, identity.email));
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

function identityTaken(taken: { email: boolean; userName: boolean }): HttpError {
  const errors = [
    ...(taken.email ? [{ field: "email", message: accountMessages.emailTaken }] : []),
    ...(taken.userName ? [{ field: "userName", message: accountMessages.userNameTaken }] : []),
  ];
  return conflict(taken.email ? accountMessages.emailTaken : accountMessages.userNameTaken, { errors });
}
