/**
 * The first error in the chain (the error, its cause, …) whose SQLSTATE `code` is one of
 * `sqlStates`. Drizzle wraps driver errors; node-postgres and PGlite both carry `code` and
 * `constraint` on the cause.
 */
function databaseError(
  error: unknown,
  sqlStates: readonly string[],
): { code: string; constraint?: unknown } | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && sqlStates.includes(candidate.code))
      return { code: candidate.code, constraint: candidate.constraint };
    current = candidate.cause;
  }
  return undefined;
}

function violated(error: unknown, sqlState: string): string | undefined {
  const failure = databaseError(error, [sqlState]);
  if (!failure) return undefined;
  return typeof failure.constraint === "string" ? failure.constraint : "";
}

/**
 * The unique constraint (or unique index) a failed insert/update violated, if that is why it
 * failed (SQLSTATE 23505).
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  return violated(error, "23505");
}

/**
 * The exclusion constraint a failed insert/update violated, if that is why it failed
 * (SQLSTATE 23P01): `reservations_no_overlap` when the slot is already held.
 */
export function violatedExclusionConstraint(error: unknown): string | undefined {
  return violated(error, "23P01");
}

/**
 * PostgreSQL cancelled the statement to break a deadlock (40P01) or a serialization failure
 * (40001): running it again is safe, and then it succeeds or fails for a real reason.
 */
export function isTransientConflict(error: unknown): boolean {
  return databaseError(error, ["40P01", "40001"]) !== undefined;
}

/**
 * The database cannot take the query now: the pool's wait for a free connection ran out
 * (node-postgres says "timeout exceeded when trying to connect"), the server refuses new
 * connections (53300 too many, 57P03 starting or stopping, 57P01 shut down) or cannot be
 * reached. The request was fine; the API answers 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (databaseError(error, ["53300", "57P03", "57P01", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT"]))
    return true;
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      (message.includes("timeout exceeded when trying to connect") ||
        message.includes("Connection terminated due to connection timeout"))
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
