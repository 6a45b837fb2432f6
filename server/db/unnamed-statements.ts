// PG_PREPARE=false: every query goes out unnamed (parsed afresh each time), so a pooler that gives each
// transaction another server connection never meets a prepared-statement name that connection lacks.
import type { Pool, PoolClient } from "pg";

type Query = PoolClient["query"];

/** Drops `name` from every query config sent on the pool's connections, present and future. */
export function withoutNamedStatements(pool: Pool): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === "object" && "name" in config) {
        const { name: _name, ...unnamed } = config as Record<string, unknown>;
        return query(unnamed, ...rest);
      }
      return query(config, ...rest);
    }) as Query;
  });
}
