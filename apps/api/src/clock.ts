/** The time every business rule reads (code expiry, throttles, token dates); tests pass their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
