/** POST /auth/change-password: current, new and confirmed password → a fresh token (and the user). */
import { z } from "zod";
import type { ChangePasswordRequest } from "../contract/accounts/profile";
import { sessionUserSchema } from "../contract/users";
import { apiPost } from "../client/request";
import { getSession, signIn } from "../session/store";
import type { AccountWriteResult } from "./shared";

export const changePasswordPath = "/auth/change-password" as const;

/** The answer: a fresh token (the change invalidates every older one), with the user. */
const changePasswordAnswerSchema = z
  .object({ token: z.string().min(1).optional(), items: z.optional(sessionUserSchema) })
  .nullish();

/**
 * Changes the password. The server invalidates older tokens, so the fresh token it answers
 * with replaces the stored one and this browser stays signed in as the same user. Other tabs
 * pick the new token up from storage.
 */
export async function changePassword(input: ChangePasswordRequest): Promise<AccountWriteResult> {
  const token = getSession().token;
  const { data, message } = await apiPost(changePasswordPath, input, { schema: changePasswordAnswerSchema });
  const session = getSession();
  if (data?.token && session.status === "authenticated" && session.token === token) {
    signIn(data.token, data.items ?? session.user);
  }
  return { message };
}
