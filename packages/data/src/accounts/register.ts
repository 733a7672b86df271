/** POST /auth/register: the register fields (phone optional) → 201 with token and user. */
import type { RegisterRequest } from "../contract/accounts/auth";
import { accountScreenMessages } from "../contract/accounts/messages";
import { ApiError } from "../client/api-error";
import { apiPost } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { signIn } from "../session/store";
import { useAccountWrite } from "./account-write";
import type { AccountUserResult } from "./shared";

export const registerPath = "/auth/register" as const;

function hasToken(data: unknown): boolean {
  if (typeof data !== "object" || data === null) return false;
  const { token } = data as { token?: unknown };
  return typeof token === "string" && token !== "";
}

/**
 * Creates the account and signs the new user in (token and user stored; see
 * "Register signs in" in the package README). Rejects with ApiError('Token is undefined') when
 * the answer has no token and with 'Bir hata oluştu!' when the user breaks the
 * contract; the session is then left as it was.
 */
export async function register(input: RegisterRequest): Promise<AccountUserResult> {
  const answer = await apiPost(registerPath, input);
  if (!hasToken(answer.data)) {
    throw new ApiError(accountScreenMessages.tokenMissing, { status: answer.status, data: answer.data });
  }
  const { data, message } = await checkedAnswer(contracts.auth, (c) => c.authResultSchema, async () => answer);
  signIn(data.token, data.items);
  return { user: data.items, message };
}

/** `register` as a mutation (`trigger(input)`); its `data` holds the new user after success. */
export function useRegister() {
  return useAccountWrite(`${registerPath}#register`, register);
}
