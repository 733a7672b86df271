import { paths, type ReturnState } from "../../config/paths";

const accountScreens = new Set<string>([
  paths.login.href(),
  paths.register.href(),
  paths.forgotPassword.href(),
]);

/**
 * The `from` a guard (or the booking screen) left in the navigation state, if it is a path of
 * this app worth returning to: same-origin ("/…", not "//…") and not an account screen.
 */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const { from } = state as ReturnState;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return null;
  const pathname = from.split(/[?#]/)[0] ?? from;
  return accountScreens.has(pathname) ? null : from;
}

/** The state to hand on to another account screen so the return path survives the detour. */
export function returnStateOf(state: unknown): ReturnState | undefined {
  const from = returnPathOf(state);
  return from ? { from } : undefined;
}
