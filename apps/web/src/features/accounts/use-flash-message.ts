import { useCallback, useEffect, useState } from "react";

/**
 * A message that clears itself after `ms` (the profile's success texts: 3000 ms). Showing a
 * new one restarts the clock; unmounting cancels it.
 */
export function useFlashMessage(ms: number): [message: string | null, show: (message: string) => void] {
  const [flash, setFlash] = useState<{ message: string; id: number } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), ms);
    return () => clearTimeout(timer);
  }, [flash, ms]);
  const show = useCallback((message: string) => setFlash((previous) => ({ message, id: (previous?.id ?? 0) + 1 })), []);
  return [flash?.message ?? null, show];
}
