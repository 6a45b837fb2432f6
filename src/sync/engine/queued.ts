// Whether the outbox holds a change to an entity, asked inside the write transaction that would overwrite it.
import type { Transaction } from "dexie";
import type { OutboxRow } from "../../db";
import { keys, type EntityKey } from "../keys";

/**
 * The entities a queued row keeps from the server's older copy: its own, and the post it changes (a like,
 * a comment or a comment edit changes the post's summaries). A failed row was rolled back: it keeps none.
 */
function protectedBy(row: OutboxRow): string[] {
  if (row.state === "failed") return [];
  // Moving copies changes each of them.
  if (row.kind === "copy.move") {
    const ids = (row.payload.ids as (number | string)[] | undefined) ?? [];
    return [row.entityKey, ...ids.map((id) => keys.copy(id))];
  }
  const postId = row.payload.postId;
  return postId === undefined
    ? [row.entityKey]
    : [row.entityKey, keys.post(postId as number | string)];
}

/**
 * The keys of every entity with a queued change. `tx` must be the write transaction and cover the
 * outbox (Dexie throws otherwise): a change queued after this read then waits for the write to end.
 */
export async function queuedKeys(tx: Transaction): Promise<Set<string>> {
  const rows = await tx.table<OutboxRow>("outbox").toArray();
  return new Set(rows.flatMap(protectedBy));
}

/** Whether `key` has a queued change the server's copy must not overwrite (see `queuedKeys`). */
export async function hasQueuedChange(tx: Transaction, key: EntityKey): Promise<boolean> {
  return (await queuedKeys(tx)).has(key);
}
