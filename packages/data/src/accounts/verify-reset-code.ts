/**
 * POST /auth/verify-reset-code: phone and code → a single-use reset token (valid 10 minutes),
 * the only thing `resetPassword` accepts. The screen keeps it in memory, never in storage.
 */
import type { VerifyCodeRequest } from "../contract/accounts/codes";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { apiPost } from "../client/request";
import { useAccountWrite } from "./account-write";
import type { AccountWriteResult } from "./shared";

export const verifyResetCodePath = "/auth/verify-reset-code" as const;

/** The server's message and the reset token for the new-password step. */
export type VerifyResetCodeResult = AccountWriteResult & { resetToken: string };

export async function verifyResetCode(input: VerifyCodeRequest): Promise<VerifyResetCodeResult> {
  const { data, message } = await checkedAnswer(
    contracts.codes,
    (c) => c.resetTokenSchema,
    () => apiPost(verifyResetCodePath, input),
  );
  return { message, resetToken: data.resetToken };
}

/** `verifyResetCode` as a mutation (`trigger({ phone, otp })` → `{ message, resetToken }`). */
export function useVerifyResetCode() {
  return useAccountWrite(`${verifyResetCodePath}#verify`, verifyResetCode);
}
