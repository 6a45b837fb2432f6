// The rows of a raw query's answer (`db.execute(sql…)`): PGlite and node-postgres both answer `{ rows }`.

/** `result.rows`, typed as the query's columns; throws on an answer without them. */
export function rowsOf<T>(result: unknown): T[] {
  if (
    typeof result === "object" &&
    result !== null &&
    "rows" in result &&
    Array.isArray(result.rows)
  )
    return result.rows as T[];
  throw new Error("A query's answer had no rows.");
}
