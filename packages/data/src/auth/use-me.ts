/**
 * GET /auth/me: the signed-in user (`data.user`). Schema in the contract (`meDataSchema`),
 * key, fetcher, hook and the one write-like helper that refreshes it.
 */
import { useCallback } from "react";
import useSWR, { useSWRConfig, type SWRConfiguration } from "swr";
import type { SessionUser } from "../contract/users";
import { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { contracts, parseAnswer } from "../client/checked-answer";
import { getToken, setUser } from "../session/store";
import { useSession } from "../session/use-session";

export const meKey = "/auth/me" as const;

/**
 * Fetches the current user. Rejects with ApiError('User data is undefined') when the answer
 * has no `data.user`, and with 'Bir hata oluştu!' when the user does not
 * match the contract.
 */
export async function fetchMe(): Promise<SessionUser> {
  const [{ meUserMissingMessage, sessionUserSchema }, { data, status }] = await Promise.all([
    contracts.users(),
    apiGet(meKey),
  ]);
  const raw = typeof data === "object" && data !== null ? (data as { user?: unknown }).user : undefined;
  if (raw === undefined || raw === null) throw new ApiError(meUserMissingMessage, { status, data });
  return parseAnswer(sessionUserSchema, raw, status);
}

/**
 * The current user from the server; only asks when a token exists. A successful answer also
 * updates the session's user, so the header and guards see the same person.
 */
export function useMe(config?: SWRConfiguration<SessionUser, ApiError>) {
  const { token } = useSession();
  return useSWR<SessionUser, ApiError>(token ? meKey : null, fetchMe, {
    ...config,
    onSuccess(user, key, cfg) {
      if (getToken() === token) setUser(user);
      config?.onSuccess?.(user, key, cfg);
    },
  });
}

/**
 * The write-helper pattern: do the write, then `mutate` the keys it changed so every
 * mounted hook shows the new state. Here the "write" is re-reading the user after a change
 * made elsewhere (after phone verification the current user is fetched and
 * stored): the fresh user goes into the session and into the `meKey` cache without a second
 * request. A write endpoint helper looks the same:
 *
 * ```ts
 * export function useChangeSomething() {
 *   const { mutate } = useSWRConfig();
 *   return async (input: Input) => {
 *     const result = await apiPut("/something", input); // { data, message }
 *     await revalidatePaths(mutate, "/something");      // refetch what changed
 *     return result;                                     // the app toasts result.message
 *   };
 * }
 * ```
 */
export function useRefreshMe(): () => Promise<SessionUser> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const token = getToken();
    const user = await fetchMe();
    if (getToken() === token) setUser(user);
    await mutate(meKey, user, { revalidate: false });
    return user;
  }, [mutate]);
}
