import { apiGet } from "../client/request";
import type { ApiKey } from "./keys";

/** The default SWR fetcher: GET the key's path (with its query) and return `data`. */
export async function fetcher<T = unknown>(key: ApiKey): Promise<T> {
  const [path, query] = typeof key === "string" ? [key, undefined] : key;
  const { data } = await apiGet<T>(path, query ? { query } : undefined);
  return data;
}
