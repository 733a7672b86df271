/** POST /auth/change-password: current, new and confirmed password → a fresh token (and the user). */
import type { ChangePasswordRequest } from "../contract/accounts/profile";
import { apiPost } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { getSession, signIn } from "../session/store";
import { useAccountWrite } from "./account-write";
import type { AccountWriteResult } from "./shared";

export const changePasswordPath = "/auth/change-password" as const;

/**
 * Changes the password. The server invalidates older tokens, so the fresh token it answers
 * with replaces the stored one and this browser stays signed in as the same user. Other tabs
 * pick the new token up from storage.
 */
export async function changePassword(input: ChangePasswordRequest): Promise<AccountWriteResult> {
  const token = getSession().token;
  const { data, message } = await checkedAnswer(contracts.profile, (c) => c.changePasswordAnswerSchema, () =>
    apiPost(changePasswordPath, input),
  );
  const session = getSession();
  if (data?.token && session.status === "authenticated" && session.token === token) {
    signIn(data.token, data.items ?? session.user);
  }
  return { message };
}

/** `changePassword` as a mutation (`trigger(input)`). */
export function useChangePassword() {
  return useAccountWrite(`${changePasswordPath}#change`, changePassword);
}
