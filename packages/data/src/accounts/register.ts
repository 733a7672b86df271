/** POST /auth/register: the six register fields → 201 with token and user. */
import { authResultSchema, type RegisterRequest } from "../contract/accounts/auth";
import { accountScreenMessages } from "../contract/accounts/messages";
import { clientMessages } from "../contract/messages";
import { ApiError } from "../client/api-error";
import { apiPost } from "../client/request";
import type { AccountUserResult } from "./shared";

export const registerPath = "/auth/register" as const;

function hasToken(data: unknown): boolean {
  if (typeof data !== "object" || data === null) return false;
  const { token } = data as { token?: unknown };
  return typeof token === "string" && token !== "";
}

/**
 * Creates the account. The session is left as it is: the register screen shows its
 * confirmation and sends the new user to /login to sign in (see "Register does not sign in"
 * in the package README). Rejects with ApiError('Token is undefined') when the answer has no
 * token (spec section 5) and with 'Bir hata oluştu!' when the user breaks the contract.
 */
export async function register(input: RegisterRequest): Promise<AccountUserResult> {
  const { data, message, status } = await apiPost(registerPath, input);
  if (!hasToken(data)) throw new ApiError(accountScreenMessages.tokenMissing, { status, data });
  const parsed = authResultSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(clientMessages.requestFailed, { status, data, cause: parsed.error });
  return { user: parsed.data.items, message };
}
