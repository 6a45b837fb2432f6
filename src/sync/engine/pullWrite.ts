// The one way a pull writes server rows into the mirror, keeping the entities a queued change protects and those
// an online call wrote after the pull asked (freshWrites.ts).
import type { IndexableType, Table } from "dexie";
import type { OutboxRow } from "../../db";
import type { EntityKey } from "../keys";
import { conflictRule, type ServerSide } from "./conflictRule";
import { writtenAfter } from "./freshWrites";
import { rowsProtecting } from "./queued";

export interface PullWrite<R, K> {
  /** The entity a server row is, as queued changes name it in their `protects`. */
  key: (row: R) => EntityKey;
  /**
   * For a row a queued change keeps: what to write from the server's row and the device's (`id` finds the
   * device's), e.g. the server's library with the follower count a queued follow moved. Default: nothing, the
   * device's row stays as it is.
   */
  whileQueued?: { id: (row: R) => K; write: (server: R, stored: R | undefined) => R | undefined };
  /** Rows the device holds that the server no longer lists, by primary key: deleted unless a change keeps them. */
  gone?: ReadonlyArray<{ id: K; key: EntityKey }>;
  /**
   * When the pull asked the server (Date.now()): a row an online call wrote after that keeps the device's
   * newer state (freshWrites.ts), neither overwritten nor deleted.
   */
  askedAt?: number;
}

/**
 * Writes `rows` from the server into `table` by the conflict rule (conflictRule.ts), in a transaction over the
 * table and the outbox (the caller's, when it runs inside one covering both). Reads only the outbox rows that
 * keep the entities at hand, by index. Returns the server rows a queued change held back.
 */
export async function writePulled<R extends I, K extends IndexableType, I>(
  table: Table<R, K, I>,
  rows: readonly R[],
  how: PullWrite<R, K>,
): Promise<R[]> {
  const outbox = table.db.table<OutboxRow>("outbox");
  return table.db.transaction("rw", [table, outbox], async () => {
    const gone = how.gone ?? [];
    const changes = await rowsProtecting(outbox, [
      ...rows.map(how.key),
      ...gone.map((row) => row.key),
    ]);
    const fresher = (key: EntityKey) => how.askedAt !== undefined && writtenAfter(key, how.askedAt);
    const settle = (server: ServerSide, key: EntityKey) =>
      fresher(key) ? "device" : conflictRule(server, changes.get(key) ?? []);
    await table.bulkDelete(
      gone.filter((row) => settle("absent", row.key) === "none").map((r) => r.id),
    );
    const held = new Set(rows.filter((row) => settle("listed", how.key(row)) === "device"));
    const stored = new Map<R, R | undefined>();
    if (how.whileQueued && held.size) {
      const device = await table.bulkGet([...held].map(how.whileQueued.id));
      [...held].forEach((row, i) => stored.set(row, device[i]));
    }
    const write = how.whileQueued?.write;
    const written = rows.flatMap((row): I[] => {
      if (!held.has(row)) return [row];
      const next = write?.(row, stored.get(row));
      return next ? [next] : [];
    });
    await table.bulkPut(written);
    return [...held];
  });
}
