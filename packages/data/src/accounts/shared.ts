/**
 * What the account writes share: the result shape they hand to the app, and the reading of
 * a user out of an answer that carries it under `user` or `items`.
 */
import { z } from "zod";
import { sessionUserSchema, type SessionUser } from "../contract/users";

/** A write's answer for the app: the server's `message`, for the app's success toast. */
export type AccountWriteResult = { message: string };

/** A write that also leaves the app with a (new or updated) user. */
export type AccountUserResult = AccountWriteResult & { user: SessionUser };

/** `data` that carries the user as `user` (like `GET /auth/me`) or `items` (like login). */
export const userAnswerSchema = z
  .object({ user: z.nullish(sessionUserSchema), items: z.nullish(sessionUserSchema) })
  .transform((data) => data.user ?? data.items ?? null);

/** The user in an answer, or null when it carries none that fits the contract. */
export function userInAnswer(data: unknown): SessionUser | null {
  const parsed = userAnswerSchema.safeParse(data);
  if (parsed.success && parsed.data) return parsed.data;
  const bare = sessionUserSchema.safeParse(data);
  return bare.success ? bare.data : null;
}
