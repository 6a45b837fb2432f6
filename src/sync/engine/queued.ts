// The queued rows that keep entities from a pull, found by index inside the write transaction that would overwrite them.
import type { Table } from "dexie";
import type { OutboxRow } from "../../db";
import type { EntityKey } from "../keys";

/**
 * The queued rows naming any of `keys` in their `protects` (their kind's), each key with its rows, failed ones
 * included (the conflict rule weighs them). Found by index, never by reading the whole queue. A row is found by
 * its `entityKey` too: a row always keeps its own entity, even one written without `protects`. Call it inside
 * the write transaction, which must cover the outbox: a change queued after this read waits for the write.
 */
export async function rowsProtecting(
  outbox: Table<OutboxRow>,
  keys: readonly EntityKey[],
): Promise<Map<EntityKey, OutboxRow[]>> {
  const out = new Map<EntityKey, OutboxRow[]>();
  if (keys.length === 0) return out;
  const wanted = new Map<string, EntityKey>(keys.map((key) => [key, key]));
  const rows = await outbox
    .where("protects")
    .anyOf([...wanted.keys()])
    .or("entityKey")
    .anyOf([...wanted.keys()])
    .toArray();
  for (const row of rows) {
    for (const named of new Set([row.entityKey, ...(row.protects ?? [])])) {
      const key = wanted.get(named);
      if (key) out.set(key, [...(out.get(key) ?? []), row]);
    }
  }
  return out;
}
