/**
 * The unique constraint (or unique index) a failed insert/update violated, if that is why it
 * failed. Drizzle wraps driver errors; node-postgres and PGlite both carry `code` and
 * `constraint` on the cause.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505")
      return typeof candidate.constraint === "string" ? candidate.constraint : "";
    current = candidate.cause;
  }
  return undefined;
}
