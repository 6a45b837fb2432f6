// The outbox: enqueue (optimistic change + queued mutation in one transaction), retry and discard.
import { mirror, tempRefsOf, type MirrorDb, type OutboxRow } from "../../db";
import { newId, isTempId } from "./ids";
import { kindOf, loadAllKinds, registry, type KindName, type Payloads } from "./registry";
import { replaceDeep } from "./remap";
import { useSyncStore } from "./store";

/**
 * The device is out of space: nothing new was saved, and what was queued before is untouched. The reader is
 * told in their language, with what to do (features/sync/saveError.ts); this message is for logs.
 */
export class StorageFullError extends Error {
  override readonly name = "StorageFullError";
  constructor() {
    super("This device is out of storage space.");
  }
}

export function isQuotaError(error: unknown): boolean {
  const names = [
    (error as { name?: string })?.name,
    (error as { inner?: { name?: string } })?.inner?.name,
  ];
  return names.includes("QuotaExceededError");
}

/** Every table an optimistic change may touch: the transaction covers them all. */
export const tablesOf = (db: MirrorDb) => db.tables;

/** Whether a queued row creates `ref` (its `tempId`, or one of the `tempIds` of a row adding several). */
const createsId = (row: OutboxRow, ref: string) =>
  row.payload.tempId === ref ||
  (Array.isArray(row.payload.tempIds) && row.payload.tempIds.includes(ref));

/** Listeners told when a mutation was queued (the replay scheduler wakes on it). */
const queuedListeners = new Set<() => void>();
export function onQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Applies the optimistic change and queues the mutation in ONE transaction: if either fails, neither
 * happens. Returns the queued row, or null when the mutation folded into an unsent one.
 */
export async function enqueue<K extends KindName>(
  kind: K,
  payload: Payloads[K],
  db: MirrorDb = mirror(),
): Promise<OutboxRow | null> {
  if (!registry.has(kind)) await loadAllKinds();
  const def = kindOf(kind);
  let p: Record<string, unknown> = { ...payload };
  try {
    const row = await db.transaction("rw", tablesOf(db), async () => {
      // A temporary id the server already answered for (a screen still holding it) goes out as the real id.
      for (const ref of def.refersTo(p).filter(isTempId)) {
        const known = await db.idMap.get(ref);
        if (known) p = replaceDeep(p, ref, known.serverId);
      }
      // What it may fold into or wait for, oldest first: the rows of its entity (an unlike finds its like, a
      // second edit the first) and those naming a temporary id it names (an edit finds the unsent add it folds
      // into, a comment the post it waits for), each once. Found by index, never by reading the whole queue:
      // a volunteer may have hundreds of loans queued offline, and each new one would read them all.
      const entityKey = def.entityKey(p);
      const queued = await db.outbox
        .where("entityKey")
        .equals(entityKey)
        .or("refs")
        .anyOf(tempRefsOf({ payload: p, entityKey }))
        .sortBy("seq");
      if (def.coalesce && (await def.coalesce(db, p, queued))) return null;
      const id = newId();
      let dependsOn: string | undefined;
      for (const ref of def.refersTo(p).filter(isTempId)) {
        const parent = [...queued].reverse().find((r) => createsId(r, ref));
        if (parent) dependsOn = parent.id;
      }
      const undo = await def.apply(db, p, id);
      const next: OutboxRow = {
        id,
        kind,
        payload: p,
        entityKey,
        protects: def.protects(p),
        createdAt: new Date().toISOString(),
        attempts: 0,
        nextAttemptAt: 0,
        state: "pending",
        undo,
        ...(dependsOn ? { dependsOn } : {}),
      };
      next.seq = await db.outbox.add(next);
      return next;
    });
    useSyncStore.getState().set({ storageFull: false });
    for (const listener of queuedListeners) listener();
    return row;
  } catch (error) {
    if (isQuotaError(error)) {
      useSyncStore.getState().set({ storageFull: true });
      throw new StorageFullError();
    }
    throw error;
  }
}

/**
 * Puts a refused row back in the queue with `payload`: its optimistic change comes back and it rejoins the queue
 * in its place. A conflict's refusal (409 with a reason) is the server's stored answer to that Idempotency-Key,
 * so the row goes out under a new key (its dependents follow it); other refusals keep theirs.
 */
async function requeue(db: MirrorDb, row: OutboxRow, payload: Record<string, unknown>) {
  const def = kindOf(row.kind);
  const id = row.error?.reason ? newId() : row.id;
  if (id !== row.id) await db.outbox.where("dependsOn").equals(row.id).modify({ dependsOn: id });
  const undo = await def.apply(db, payload, id);
  await db.outbox.update(row.seq!, {
    id,
    payload,
    entityKey: def.entityKey(payload),
    protects: def.protects(payload),
    state: "pending",
    attempts: 0,
    nextAttemptAt: 0,
    undo,
    error: undefined,
  });
}

/** Sends a failed mutation again: its optimistic change comes back and it rejoins the queue. */
export async function retryMutation(id: string, db: MirrorDb = mirror()): Promise<void> {
  await loadAllKinds();
  await db.transaction("rw", tablesOf(db), async () => {
    const row = await db.outbox.get({ id });
    if (row?.state === "failed") await requeue(db, row, row.payload);
  });
  for (const listener of queuedListeners) listener();
}

/**
 * Resolves a refused mutation by changing what it sends (another book or member code): `patch` replaces
 * fields of the queued payload and the mutation is queued again (see `requeue`).
 */
export async function amendMutation(
  id: string,
  patch: Record<string, unknown>,
  db: MirrorDb = mirror(),
): Promise<void> {
  await loadAllKinds();
  await db.transaction("rw", tablesOf(db), async () => {
    const row = await db.outbox.get({ id });
    if (row?.state === "failed") await requeue(db, row, { ...row.payload, ...patch });
  });
  for (const listener of queuedListeners) listener();
}

/**
 * Gives up on a mutation (failed or still waiting) and everything that depends on it; their
 * optimistic changes are rolled back, newest first. Screens ask first when there are dependents
 * (`chainOf` lists them), so nothing typed goes without the person's say.
 */
export async function discardMutation(id: string, db: MirrorDb = mirror()): Promise<void> {
  await loadAllKinds();
  await db.transaction("rw", tablesOf(db), async () => {
    const row = await db.outbox.get({ id });
    if (!row || row.state === "sending") return;
    const chain: OutboxRow[] = [];
    const collect = async (r: OutboxRow) => {
      chain.push(r);
      for (const child of await db.outbox.where("dependsOn").equals(r.id).toArray())
        await collect(child);
    };
    await collect(row);
    chain.sort((a, b) => b.seq! - a.seq!);
    for (const r of chain) {
      // A failed mutation was rolled back when it failed.
      if (r.state !== "failed") await kindOf(r.kind).rollback(db, r.payload, r.undo);
      await db.outbox.delete(r.seq!);
    }
  });
}
