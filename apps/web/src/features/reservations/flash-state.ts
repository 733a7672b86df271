/** The navigation state a screen leaves for the next one: a success text to show once. */
export type FlashState = { message?: string };

/** The `message` of a navigation state, if it carries a usable one. */
export function flashMessageOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const { message } = state as FlashState;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}
