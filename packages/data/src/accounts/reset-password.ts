/**
 * POST /auth/reset-password: the reset token `verifyResetCode` answered, the new password and its
 * confirmation (and the phone, which must be the token's).
 */
import type { ResetPasswordRequest } from "../contract/accounts/codes";
import { apiPost } from "../client/request";
import { useAccountWrite } from "./account-write";
import type { AccountWriteResult } from "./shared";

export const resetPasswordPath = "/auth/reset-password" as const;

/** Sets the new password. It does not sign in: the success step links to /login. */
export async function resetPassword(input: ResetPasswordRequest): Promise<AccountWriteResult> {
  const { message } = await apiPost(resetPasswordPath, input);
  return { message };
}

/** `resetPassword` as a mutation (`trigger(input)`). */
export function useResetPassword() {
  return useAccountWrite(`${resetPasswordPath}#reset`, resetPassword);
}
