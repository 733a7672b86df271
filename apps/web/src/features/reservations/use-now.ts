import { useEffect, useState } from "react";

/**
 * The current time, renewed every `ms` (a minute by default): what a screen offers depends on
 * whether a start has passed (pay, cancel, rebook), and a page left open must follow the clock.
 */
export function useNow(ms = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
