export { Countdown, countdownVariants, formatCountdown } from "./countdown";
export type { CountdownProps } from "./countdown";
export { useCountdown } from "./use-countdown";
export type { UseCountdownOptions, UseCountdownResult } from "./use-countdown";
