import type { ReactNode } from "react";
import { DataProvider } from "../swr/data-provider";

/** A DataProvider with its own empty cache, so tests never share SWR data. */
export function freshDataProvider() {
  const cache = new Map();
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <DataProvider value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</DataProvider>;
  };
}

/**
 * Reads data, error and isLoading while rendering. SWR re-renders only for the fields a
 * render used, so a test that reads `result.current.data` later could miss an update.
 */
export function readSwr<T extends { data: unknown; error: unknown; isLoading: boolean }>({
  data,
  error,
  isLoading,
}: T): { data: T["data"]; error: T["error"]; isLoading: boolean } {
  return { data, error, isLoading };
}
