// Which entities have a write in the outbox, as 'pending' or 'failed': one live query over the outbox that every
// badge on screen shares (a card mounting while the feed scrolls subscribes to a map, not to the database).
import { liveQuery, type Subscription } from "dexie";
import { hasMirror, mirror, type MirrorDb, type OutboxRow } from "../db";

export type MutationStateOf = "pending" | "failed";

let states = new Map<string, MutationStateOf>();
const listeners = new Set<() => void>();
let watched: MirrorDb | null = null;
let subscription: Subscription | null = null;

/** Each entity's state: 'failed' when any of its queued writes was refused, else 'pending'. */
export function summarise(rows: readonly Pick<OutboxRow, "entityKey" | "state">[]) {
  const out = new Map<string, MutationStateOf>();
  for (const row of rows) {
    if (out.get(row.entityKey) !== "failed") {
      out.set(row.entityKey, row.state === "failed" ? "failed" : "pending");
    }
  }
  return out;
}

function publish(next: Map<string, MutationStateOf>): void {
  states = next;
  for (const listener of listeners) listener();
}

/** Follows the outbox of the mirror open now (again when another user's mirror has opened since). */
function watch(): void {
  const db = hasMirror() ? mirror() : null;
  if (db === watched && (subscription || !db)) return;
  subscription?.unsubscribe();
  subscription = null;
  watched = db;
  if (!db) return publish(new Map());
  subscription = liveQuery(() => db.outbox.toArray()).subscribe({
    next: (rows) => publish(summarise(rows)),
    // A closed or failing database shows no marks; the next subscription reads again.
    error: () => publish(new Map()),
  });
}

/**
 * Adds a listener (for useSyncExternalStore) and makes sure the shared query follows the current mirror; the
 * query stops with the last listener.
 */
export function subscribeMutationStates(listener: () => void): () => void {
  listeners.add(listener);
  watch();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      subscription?.unsubscribe();
      subscription = null;
      watched = null;
      states = new Map();
    }
  };
}

/** Follows the outbox of another user's mirror once it has opened, while anything listens. */
export function rewatchMutationStates(): void {
  if (listeners.size) watch();
}

/** The state of one entity's queued writes, if any. */
export const mutationStateOf = (entityKey: string): MutationStateOf | undefined =>
  states.get(entityKey);
