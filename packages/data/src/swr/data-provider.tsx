import { useEffect, useRef, useState, type ReactNode } from "react";
import { SWRConfig, useSWRConfig, type SWRConfiguration } from "swr";
import { isApiError } from "../client/api-error";
import { getToken, subscribeSession } from "../session/store";
import { pageDataConfig, type PageData } from "./page-data";

const maxRetries = 3;

/**
 * The defaults every hook gets: failures are retried with backoff (1 s, 2 s, 4 s) except 4xx
 * answers, which will not change by asking again. There is no default fetcher: every hook
 * passes its own, which checks the answer against its contract schema (`checkedAnswer`), so a
 * key without a fetcher reads nothing rather than unchecked data.
 */
export const swrDefaults: SWRConfiguration = {
  errorRetryCount: maxRetries,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return;
    if (retryCount > (config.errorRetryCount ?? maxRetries)) return;
    setTimeout(() => void revalidate({ retryCount }), Math.min(1000 * 2 ** (retryCount - 1), 30_000));
  },
};

/**
 * For heavy lists (facility lists, owner reservations, calendars): no refetch when the
 * window regains focus, and the previous page stays on screen while the next one loads.
 */
export const heavyListConfig = {
  revalidateOnFocus: false,
  keepPreviousData: true,
} satisfies SWRConfiguration;

export type DataProviderProps = {
  children?: ReactNode;
  /** Overrides of `swrDefaults` (tests pass `provider: () => new Map()` for a fresh cache). */
  value?: SWRConfiguration;
  /**
   * The reads a server-rendered page was drawn with (see page-data.ts): in the cache from the
   * start, and not fetched again by the hooks that mount while the page hydrates.
   */
  pageData?: PageData;
};

/** SWR for the app, plus: when the signed-in account changes, cached data is dropped and refetched. */
export function DataProvider({ children, value, pageData }: DataProviderProps) {
  // Effects run after the whole first render (hydration) is committed, the children's first.
  const hydrating = useRef(true);
  useEffect(() => {
    hydrating.current = false;
  }, []);
  const [seeded] = useState(() => (pageData ? pageDataConfig(pageData, () => hydrating.current) : undefined));
  return (
    <SWRConfig value={{ ...swrDefaults, ...seeded, ...value }}>
      <ResetCacheOnAccountChange />
      {children}
    </SWRConfig>
  );
}

function ResetCacheOnAccountChange() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    let token = getToken();
    return subscribeSession(() => {
      const next = getToken();
      if (next === token) return;
      token = next;
      // One user's reservations must never show to the next one.
      void mutate(() => true, undefined, { revalidate: true });
    });
  }, [mutate]);
  return null;
}
