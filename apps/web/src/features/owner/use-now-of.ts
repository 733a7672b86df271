import { useEffect, useState } from "react";

/** "Now" for the time rules of a screen, taken again whenever `data` is (re)loaded. */
export function useNowOf(data: unknown): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setNow(new Date()), [data]);
  return now;
}
