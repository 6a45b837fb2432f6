// The outbox as the screens see it: the whole queue in replay order (the sync indicator and panel), which entities
// have a write in it ('pending' or 'failed'), and the refused writes themselves. One live query over the outbox
// that every reader on screen shares (a card mounting while the feed scrolls subscribes to this module, not to
// the database).
import { liveQuery, type Subscription } from "dexie";
import { hasMirror, mirror, type MirrorDb, type OutboxRow } from "../../db";

export type MutationStateOf = "pending" | "failed";

interface OutboxView {
  /** Every queued write, in replay order. */
  rows: OutboxRow[];
  states: Map<string, MutationStateOf>;
  /** The refused writes, in outbox order; the same array while they stay the same. */
  failed: OutboxRow[];
}

const EMPTY: OutboxView = { rows: [], states: new Map(), failed: [] };
let view = EMPTY;
const listeners = new Set<() => void>();
let watched: MirrorDb | null = null;
let subscription: Subscription | null = null;

/** Each entity's state: 'failed' when any of its queued writes was refused, else 'pending'. */
function summarise(rows: readonly Pick<OutboxRow, "entityKey" | "state">[]) {
  const out = new Map<string, MutationStateOf>();
  for (const row of rows) {
    if (out.get(row.entityKey) !== "failed") {
      out.set(row.entityKey, row.state === "failed" ? "failed" : "pending");
    }
  }
  return out;
}

/** Same rows in the same order, each failed as often as before (a new refusal counts another attempt). */
const sameFailures = (a: OutboxRow[], b: OutboxRow[]) =>
  a.length === b.length &&
  a.every((row, i) => row.id === b[i]!.id && row.attempts === b[i]!.attempts);

function publish(rows: OutboxRow[]): void {
  const failed = rows.filter((row) => row.state === "failed");
  view = {
    rows,
    states: summarise(rows),
    failed: sameFailures(view.failed, failed) ? view.failed : failed,
  };
  for (const listener of listeners) listener();
}

/** Follows the outbox of the mirror open now (again when another user's mirror has opened since). */
function watch(): void {
  const db = hasMirror() ? mirror() : null;
  if (db === watched && (subscription || !db)) return;
  subscription?.unsubscribe();
  subscription = null;
  watched = db;
  if (!db) return publish([]);
  // The primary key is the insertion sequence: the rows come in replay order.
  subscription = liveQuery(() => db.outbox.toArray()).subscribe({
    next: publish,
    // A closed or failing database shows no marks; the next subscription reads again.
    error: () => publish([]),
  });
}

/**
 * Adds a listener (for useSyncExternalStore) and makes sure the shared query follows the current mirror; the
 * query stops with the last listener.
 */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  watch();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      subscription?.unsubscribe();
      subscription = null;
      watched = null;
      view = EMPTY;
    }
  };
}

/** Follows the outbox of another user's mirror once it has opened, while anything listens. */
export function rewatchOutbox(): void {
  if (listeners.size) watch();
}

/** Every queued write, in replay order (a new array whenever the outbox changes). */
export const outboxRows = (): OutboxRow[] => view.rows;

/** The state of one entity's queued writes, if any. */
export const mutationStateOf = (entityKey: string): MutationStateOf | undefined =>
  view.states.get(entityKey);

/** The writes the server refused, kept with their text until retried or discarded. */
export const failedMutations = (): OutboxRow[] => view.failed;
