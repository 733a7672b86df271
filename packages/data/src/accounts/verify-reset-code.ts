/** POST /auth/verify-reset-code: phone and code → the phone may reset its password for a while. */
import type { VerifyCodeRequest } from "../contract/accounts/codes";
import { apiPost } from "../client/request";
import { useAccountWrite } from "./account-write";
import type { AccountWriteResult } from "./shared";

export const verifyResetCodePath = "/auth/verify-reset-code" as const;

export async function verifyResetCode(input: VerifyCodeRequest): Promise<AccountWriteResult> {
  const { message } = await apiPost(verifyResetCodePath, input);
  return { message };
}

/** `verifyResetCode` as a mutation (`trigger({ phone, otp })`). */
export function useVerifyResetCode() {
  return useAccountWrite(`${verifyResetCodePath}#verify`, verifyResetCode);
}
