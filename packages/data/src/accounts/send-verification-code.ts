/** POST /auth/send-verification-code: sends a code to the signed-in account's own phone. */
import type { PhoneRequest } from "../contract/accounts/codes";
import { apiPost } from "../client/request";
import { useAccountWrite } from "./account-write";
import type { AccountWriteResult } from "./shared";

export const sendVerificationCodePath = "/auth/send-verification-code" as const;

/** Asks for a phone verification code (also the resend). The phone must be the account's. */
export async function sendVerificationCode(input: PhoneRequest): Promise<AccountWriteResult> {
  const { message } = await apiPost(sendVerificationCodePath, input);
  return { message };
}

/** `sendVerificationCode` as a mutation (`trigger({ phone })`), first send and resend alike. */
export function useSendVerificationCode() {
  return useAccountWrite(`${sendVerificationCodePath}#send`, sendVerificationCode);
}
