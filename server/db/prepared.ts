// Runs a hand-written SQL statement by name: prepared once per PostgreSQL connection (parse and plan
// skipped afterwards), or on PGlite with plain parameters. For hot read paths only.
import type { Db } from "./client";

export interface Statement {
  /** Unique per statement text: PostgreSQL keeps one prepared plan per name and connection. */
  name: string;
  text: string;
}

interface QueryClient {
  query(
    config: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/** The rows of `statement` with `$1…$n` bound to `values`. */
export async function runStatement<Row>(
  db: Db,
  statement: Statement,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: QueryClient & { waitReady?: unknown } }).$client;
  // PGlite (has waitReady) takes text and parameters; node-postgres takes a named query config.
  const result =
    "waitReady" in client
      ? await client.query(statement.text, values)
      : await client.query({ name: statement.name, text: statement.text, values });
  return result.rows as Row[];
}
