import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { DataProvider } from "../swr/data-provider";

/** A DataProvider with its own empty cache, so tests never share SWR data. */
export function freshDataProvider() {
  const cache = new Map();
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <DataProvider value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</DataProvider>;
  };
}

type SwrFields = { data: unknown; error: unknown; isLoading: boolean };

/**
 * Reads data, error and isLoading while rendering. SWR re-renders only for the fields a
 * render used, so a test that reads `result.current.data` later could miss an update.
 */
export function readSwr<T extends SwrFields>({
  data,
  error,
  isLoading,
}: T): { data: T["data"]; error: T["error"]; isLoading: boolean } {
  return { data, error, isLoading };
}

/** `renderHook` inside a fresh DataProvider. */
export function renderWithData<T>(hook: () => T) {
  return renderHook(hook, { wrapper: freshDataProvider() });
}

/** Renders one SWR hook inside a fresh DataProvider, read through `readSwr`. */
export function renderSwr<T extends SwrFields>(hook: () => T) {
  return renderWithData(() => readSwr(hook()));
}
