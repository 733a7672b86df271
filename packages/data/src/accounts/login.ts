/** POST /auth/login: identifier (e-mail, phone or user name) and password → token and user. */
import type { LoginRequest } from "../contract/accounts/auth";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { apiPost } from "../client/request";
import { signIn } from "../session/store";
import { useAccountWrite } from "./account-write";
import type { AccountUserResult } from "./shared";

export const loginPath = "/auth/login" as const;

/**
 * Signs in: stores token and user in the session, which also makes the
 * `DataProvider` drop the cache of the previous visitor. Rejects with the server's
 * `ApiError` (e.g. wrong credentials) and leaves the session as it was.
 */
export async function login(input: LoginRequest): Promise<AccountUserResult> {
  const { data, message } = await checkedAnswer(contracts.auth, (c) => c.authResultSchema, () =>
    apiPost(loginPath, input),
  );
  signIn(data.token, data.items);
  return { user: data.items, message };
}

/** `login` as a mutation (`trigger(input)`); the session change drops the previous visitor's cache. */
export function useLogin() {
  return useAccountWrite(`${loginPath}#login`, login);
}
