// Rewrites a temporary id to the server's id wherever the outbox refers to it.
import type { MirrorDb } from "../../db";

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
  const changed = [];
  // Only the rows naming `from` (the `refs` index) or waiting for `parent`: never the whole queue.
  const rows = await db.outbox.where("refs").equals(from).or("dependsOn").equals(parent).toArray();
  for (const row of rows) {
    const rename = (key: string) => key.split(from).join(String(to));
    const entityKey = rename(row.entityKey);
    const refers =
      row.dependsOn === parent || entityKey !== row.entityKey || mentions(row.payload, from);
    if (!refers) continue;
    const next = {
      ...row,
      entityKey,
      // What it keeps from a pull is named as its payload is: `post:tmp-…` becomes `post:12` with it.
      ...(row.protects ? { protects: row.protects.map(rename) } : {}),
      payload: replaceDeep(row.payload, from, to),
      undo: replaceDeep(row.undo, from, to),
    };
    if (next.dependsOn === parent) delete next.dependsOn;
    changed.push(next);
  }
  if (changed.length) await db.outbox.bulkPut(changed);
}

function mentions(value: unknown, id: string): boolean {
  if (value === id) return true;
  if (Array.isArray(value)) return value.some((v) => mentions(v, id));
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).some((v) => mentions(v, id));
  }
  return false;
}

/** The server id a temporary id became, when known. */
export async function resolveId(db: MirrorDb, id: number | string): Promise<number | string> {
  if (typeof id === "number") return id;
  return (await db.idMap.get(id))?.serverId ?? id;
}
