// What every mutation kind declares: optimistic apply, send, reconcile, rollback, and coalescing.
import type { MirrorDb, OutboxRow } from "../../db";
import type { EntityKey } from "../keys";

export interface MutationKind<P = Record<string, unknown>> {
  kind: string;
  entityKey(payload: P): EntityKey;
  /**
   * The entities a pull must not overwrite with the server's copy while this mutation is queued: its own, and
   * any other it changes on the device (a like changes its post's summary). Kept on the outbox row, indexed.
   */
  protects(payload: P): EntityKey[];
  /** The temporary id this mutation creates (dependents wait for it). */
  creates?(payload: P): string | undefined;
  /** Ids this mutation refers to; temporary ones make it wait for their creation. */
  refersTo(payload: P): Array<number | string>;
  /** Optimistic change to the mirror. Returns what it replaced, for rollback. */
  apply(db: MirrorDb, payload: P, mutationId: string): Promise<unknown>;
  /**
   * Folds the new mutation into queued ones when the rules allow (like+unlike cancel, edit folds into
   * an unsent create…). Returns true when absorbed: the mirror is updated and no row is added. `queued`
   * holds, oldest first, only the rows with the same entity key and those naming a temporary id that the
   * payload names: a row it folds into must be one of them.
   */
  coalesce?(db: MirrorDb, payload: P, queued: OutboxRow[]): Promise<boolean>;
  send(payload: P, idempotencyKey: string): Promise<unknown>;
  /** Writes the server's answer into the mirror (temp id → server id included). */
  reconcile(db: MirrorDb, payload: P, answer: unknown, row: OutboxRow): Promise<void>;
  rollback(db: MirrorDb, payload: P, undo: unknown): Promise<void>;
}

/** Queued rows not yet handed to the network: only those may be folded or dropped. */
export const unsent = (rows: OutboxRow[]) => rows.filter((r) => r.state === "pending");
