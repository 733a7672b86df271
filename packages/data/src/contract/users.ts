/**
 * zod/mini, not classic zod: the session checks a stored user with it on a page's first
 * signed-in load (session/store.ts loads this module then, never on a guest's first visit).
 * Classic schemas elsewhere compose these freely.
 */
import * as z from "zod/mini";
import type { UserRole } from "./enums/roles";

/**
 * The signed-in user as the session keeps it (localStorage key `user`) and as
 * `GET /auth/me` returns it in `data.user`. Unknown fields are dropped.
 *
 * `role` stays a plain string: an unlisted role is still a signed-in user (the app sends it
 * to /unauthorized), and its label reads as Kullanıcı (`userRoleLabel`).
 */
export const sessionUserSchema = z.object({
  id: z.union([z.number(), z.string()]),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.nullish(z.string()),
  email: z.string(),
  phoneNumber: z._default(z.nullable(z.string()), null),
  role: z.string(),
  createdAt: z.string(),
  isPhoneVerified: z._default(z.boolean(), false),
  /** facility ids */
  favorites: z._default(z.union([z.array(z.string()), z.array(z.number())]), []),
});

export type SessionUser = Omit<z.infer<typeof sessionUserSchema>, "role"> & {
  role: UserRole | (string & {});
};

/** `GET /auth/me` → `data`. The user may be missing; the client then fails with `meUserMissingMessage`. */
export const meDataSchema = z.object({ user: z.nullish(sessionUserSchema) });
export type MeData = z.infer<typeof meDataSchema>;

/** The current-user fetch fails with this text when the answer has no user. */
export const meUserMissingMessage = "User data is undefined";
