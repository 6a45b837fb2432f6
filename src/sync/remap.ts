// Rewrites a temporary id to the server's id wherever the outbox refers to it.
import type { MirrorDb } from "../db";

/** Replaces `from` by `to` in plain data (objects, arrays, strings equal to `from`); Blobs are kept. */
export function replaceDeep<T>(value: T, from: string, to: number): T {
  if (value === from) return to as T;
  if (Array.isArray(value)) return value.map((v) => replaceDeep(v, from, to)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = replaceDeep(v, from, to);
    return out as T;
  }
  return value;
}

/** Records the mapping and rewrites every queued mutation that referred to `from` (or waited for `parent`). */
export async function remapQueued(
  db: MirrorDb,
  from: string,
  to: number,
  entity: string,
  parent: string,
): Promise<void> {
  await db.idMap.put({ tempId: from, serverId: to, entity });
  await db.outbox.toCollection().modify((row) => {
    row.payload = replaceDeep(row.payload, from, to);
    row.undo = replaceDeep(row.undo, from, to);
    row.entityKey = row.entityKey.split(from).join(String(to));
    if (row.dependsOn === parent) delete row.dependsOn;
  });
}

/** The server id a temporary id became, when known. */
export async function resolveId(db: MirrorDb, id: number | string): Promise<number | string> {
  if (typeof id === "number") return id;
  return (await db.idMap.get(id))?.serverId ?? id;
}
