/** POST /auth/forgot-password: sends a reset code (the answer is the same for unknown phones). */
import type { PhoneRequest } from "../contract/accounts/codes";
import { apiPost } from "../client/request";
import { useAccountWrite } from "./account-write";
import type { AccountWriteResult } from "./shared";

export const forgotPasswordPath = "/auth/forgot-password" as const;

/** Asks for a password reset code (also the resend on the code step). */
export async function forgotPassword(input: PhoneRequest): Promise<AccountWriteResult> {
  const { message } = await apiPost(forgotPasswordPath, input);
  return { message };
}

/** `forgotPassword` as a mutation (`trigger({ phone })`), first send and resend alike. */
export function useForgotPassword() {
  return useAccountWrite(`${forgotPasswordPath}#send`, forgotPassword);
}
