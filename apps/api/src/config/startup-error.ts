/**
 * A problem the operator must fix before the server can run (bad variable, unreachable
 * database, busy port). The entry point prints its message as one line and exits 1.
 */
export class StartupError extends Error {
  override name = "StartupError";
}

/** Folds any error message into one line, for the single stderr line at start-up. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
