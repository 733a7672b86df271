import { useCallback, useEffect, useRef, useState } from "react";

export type UseCountdownOptions = {
  /** Called once each time the countdown reaches 0. */
  onDone?: () => void;
};

export type UseCountdownResult = {
  /** Whole seconds left, rounded up: 0 only once the time is really over. */
  remaining: number;
  /** Starts again from `seconds` (default: the initial seconds), e.g. after 'Kodu tekrar gönder'. */
  restart: (seconds?: number) => void;
  /** True once `remaining` is 0. */
  isDone: boolean;
};

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * A running countdown from `initialSeconds`, started on mount. It keeps a deadline timestamp and
 * reads `Date.now()` on each tick instead of counting ticks, so a throttled background tab or a
 * late timer never makes it slow. Ticks fall on the whole-second boundaries of the deadline.
 */
export function useCountdown(initialSeconds: number, { onDone }: UseCountdownOptions = {}): UseCountdownResult {
  const [deadline, setDeadline] = useState(() => Date.now() + Math.max(0, initialSeconds) * 1000);
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(initialSeconds)));
  const onDoneRef = useRef(onDone);
  // the deadline onDone was last called for: once per run, also under StrictMode's double effects
  const doneFor = useRef<number | null>(null);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = secondsUntil(deadline);
      setRemaining(left);
      if (left === 0) {
        if (doneFor.current !== deadline) {
          doneFor.current = deadline;
          onDoneRef.current?.();
        }
        return;
      }
      // wake up on the next whole second before the deadline (a late timer only shows it late)
      timer = setTimeout(tick, (deadline - Date.now()) % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);

  const restart = useCallback(
    (seconds: number = initialSeconds) => {
      const safe = Math.max(0, seconds);
      setRemaining(Math.ceil(safe));
      setDeadline(Date.now() + safe * 1000);
    },
    [initialSeconds],
  );

  return { remaining, restart, isDone: remaining === 0 };
}
