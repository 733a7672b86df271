/** POST /auth/google-login: a Google ID token (from Google Identity Services) → token and user. */
import type { GoogleLoginRequest } from "../contract/accounts/auth";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { apiPost } from "../client/request";
import { signIn } from "../session/store";
import { useAccountWrite } from "./account-write";
import type { AccountUserResult } from "./shared";

export const googleLoginPath = "/auth/google-login" as const;

/** Signs in with Google: stores token and user like `login`. */
export async function googleLogin(input: GoogleLoginRequest): Promise<AccountUserResult> {
  const { data, message } = await checkedAnswer(contracts.auth, (c) => c.authResultSchema, () =>
    apiPost(googleLoginPath, input),
  );
  signIn(data.token, data.items);
  return { user: data.items, message };
}

/** `googleLogin` as a mutation (`trigger({ token })`), for Google's sign-in button. */
export function useGoogleLogin() {
  return useAccountWrite(`${googleLoginPath}#login`, googleLogin);
}
