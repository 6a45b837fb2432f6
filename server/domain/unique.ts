// Recognises PostgreSQL's unique-violation error (23505) through Drizzle's wrapping, on PGlite and pg.
export function isUniqueViolation(err: unknown): boolean {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth += 1, e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}
