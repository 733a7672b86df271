/** POST /auth/verify-phone-number: phone and code → the phone is verified. */
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import type { ApiError } from "../client/api-error";
import type { VerifyCodeRequest } from "../contract/accounts/codes";
import { apiPost } from "../client/request";
import { refreshSessionUser } from "../session/init-session";
import { getSession, getToken, setUser } from "../session/store";
import { meKey } from "../auth/use-me";
import { contracts } from "../client/checked-answer";
import type { AccountUserResult } from "./shared";

export const verifyPhoneNumberPath = "/auth/verify-phone-number" as const;

/**
 * Verifies the phone, then fetches the current user and stores it. If that
 * re-read fails, the user in the answer (or the stored user marked verified) is stored
 * instead: the verification itself succeeded and must not be reported as a failure.
 */
export async function verifyPhoneNumber(input: VerifyCodeRequest): Promise<AccountUserResult> {
  const token = getToken();
  const { data, message } = await apiPost(verifyPhoneNumberPath, input);
  try {
    return { user: await refreshSessionUser(), message };
  } catch (error) {
    const session = getSession();
    const answered = (await contracts.profile()).userAnswerSchema.safeParse(data);
    const user = answered.success
      ? answered.data
      : session.user
        ? { ...session.user, isPhoneVerified: true }
        : null;
    // signed out meanwhile (the re-read answered 401): there is nobody to update
    if (!user) throw error;
    if (token && getToken() === token) setUser(user);
    return { user, message };
  }
}

/** `verifyPhoneNumber` as a mutation (`trigger(input)`) that also puts the user into the `useMe` cache. */
export function useVerifyPhoneNumber() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<AccountUserResult, ApiError, string, VerifyCodeRequest>(
    verifyPhoneNumberPath,
    async (_key, { arg: input }) => {
      const result = await verifyPhoneNumber(input);
      await mutate(meKey, result.user, { revalidate: false });
      return result;
    },
  );
}
