import { accountScreenMessages } from "../contract/accounts/messages";
import { clientMessages } from "../contract/messages";
import { meUserMissingMessage } from "../contract/users";
import { isApiError } from "../client/api-error";

/** Messages the client makes up itself; a screen shows its own fallback instead of these. */
const clientMadeMessages = new Set<string>([
  clientMessages.requestFailed,
  clientMessages.genericFailure,
  meUserMissingMessage,
  accountScreenMessages.tokenMissing,
]);

/**
 * What an account screen shows for a failed call: the server's message,
 * else the screen's fallback (e.g. 'Giriş yaparken bir hata oluştu. Lütfen tekrar deneyin.').
 * A network failure, an unreadable answer or a client-side check counts as "no server message".
 */
export function accountErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status === 0) return fallback;
  const message = error.message.trim();
  return message && !clientMadeMessages.has(message) ? message : fallback;
}
