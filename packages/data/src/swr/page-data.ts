/**
 * The reads a server-rendered page was drawn with, handed to the browser inside the page so
 * its first render (hydration) equals the server's and asks the API nothing again.
 *
 * On the server, `recordPageReads` notes every SWR read a render asks for (key and fetcher,
 * exactly as the hooks make them); `loadPageData` runs those fetchers; the page is rendered
 * again with the answers (`pageDataConfig`). In the browser, `pageDataConfig` puts the same
 * answers into a fresh SWR cache, as if they had just been fetched, and keeps the hooks that
 * mount while the page hydrates from fetching them again. Nothing is parsed again in the
 * browser: the answers were checked with the contract's schemas on the server.
 */
import { unstable_serialize, type Cache, type Middleware, type SWRConfiguration } from "swr";
import { ApiError, isApiError } from "../client/api-error";
import type { ApiKey } from "./keys";

/** One read: its key as the hook makes it, and its data or (only a 404) its error. */
export type PageRead =
  | { key: ApiKey; data: unknown }
  | { key: ApiKey; error: { status: 404; message: string } };

/** Every read a page was drawn with (JSON-safe). */
export type PageData = readonly PageRead[];

type Fetcher = (key: ApiKey) => unknown;

/** What a render asked for: serialized key → key and fetcher. */
export type PageReads = Map<string, { key: ApiKey; fetcher: Fetcher }>;

/** A middleware that notes every read a render asks for in `reads`. */
export function recordPageReads(reads: PageReads): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (isApiKey(key) && typeof fetcher === "function") {
      reads.set(unstable_serialize(key), { key, fetcher: fetcher as Fetcher });
    }
    return useSWRNext(key, fetcher, config);
  };
}

/**
 * Runs the noted reads. A 404 is kept (the page says "not found"); any other failure is left
 * out, so the browser asks for it itself as a client-rendered page would.
 */
export async function loadPageData(reads: PageReads): Promise<PageRead[]> {
  const settled = await Promise.all(
    [...reads.values()].map(async ({ key, fetcher }): Promise<PageRead | null> => {
      try {
        return { key, data: await fetcher(key) };
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          return { key, error: { status: 404, message: error.message } };
        }
        return null;
      }
    }),
  );
  return settled.filter((read) => read !== null);
}

/**
 * SWR's cache and mount behaviour for a page drawn with `pageData`: the reads are in the cache
 * from the start (with their keys, so writes revalidate them like fetched ones), and while
 * `isHydrating()` a hook mounting on one of them does not fetch it again.
 */
export function pageDataConfig(pageData: PageData, isHydrating: () => boolean): SWRConfiguration {
  const seeded = new Set(pageData.map(({ key }) => unstable_serialize(key)));
  const keepOnMount: Middleware = (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      isHydrating() && isApiKey(key) && seeded.has(unstable_serialize(key))
        ? { ...config, revalidateOnMount: false }
        : config,
    );
  return {
    provider: () =>
      new Map(
        pageData.map((read) => [
          unstable_serialize(read.key),
          "data" in read
            ? { data: read.data, _k: read.key }
            : { error: new ApiError(read.error.message, { status: read.error.status }), _k: read.key },
        ]),
      ) as Cache,
    use: [keepOnMount],
  };
}

function isApiKey(key: unknown): key is ApiKey {
  return typeof key === "string" || (Array.isArray(key) && typeof key[0] === "string");
}
