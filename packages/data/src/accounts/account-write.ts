/** An account write as an SWR mutation: what the account screens use instead of their own flags. */
import useSWRMutation, { type SWRMutationResponse } from "swr/mutation";
import type { ApiError } from "../client/api-error";
import type { AccountWriteResult } from "./shared";

/**
 * What a write hook hands a screen: `trigger(input)` (rejects with the `ApiError`, so a form can
 * put its field errors on the fields), `isMutating`, the last failure as `error` (kept until the
 * next success or `reset()`) and the last result as `data`.
 */
export type AccountWrite<Input, Result = AccountWriteResult> = SWRMutationResponse<
  Result,
  ApiError,
  string,
  Input
>;

/**
 * `write` as a mutation under `key`: the endpoint's path plus `#name`, so no read's key is
 * revalidated after it.
 */
export function useAccountWrite<Input, Result>(
  key: `${string}#${string}`,
  write: (input: Input) => Promise<Result>,
): AccountWrite<Input, Result> {
  return useSWRMutation<Result, ApiError, string, Input>(key, (_key, { arg }) => write(arg));
}
