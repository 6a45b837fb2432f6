// What every mutation kind declares (apply, send, reconcile, rollback, coalescing) and `defineKind`, its one erasure.
import type { MirrorDb, OutboxRow } from "../../db";
import type { EntityKey } from "../keys";

/**
 * A kind typed by its payload `P`, the server's answer `A` (what `send` resolves with, already checked by the
 * API module's valibot schema) and its undo `U` (what `apply` returns, kept on the outbox row for `rollback`).
 */
export interface MutationKind<P, A, U> {
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
  apply(db: MirrorDb, payload: P, mutationId: string): Promise<U>;
  /**
   * Folds the new mutation into queued ones when the rules allow (like+unlike cancel, edit folds into
   * an unsent create…). Returns true when absorbed: the mirror is updated and no row is added. `queued`
   * holds, oldest first, only the rows with the same entity key and those naming a temporary id that the
   * payload names: a row it folds into must be one of them.
   */
  coalesce?(db: MirrorDb, payload: P, queued: OutboxRow[]): Promise<boolean>;
  send(payload: P, idempotencyKey: string): Promise<A>;
  /** Writes the server's answer into the mirror (temp id → server id included). */
  reconcile(db: MirrorDb, payload: P, answer: A, row: OutboxRow): Promise<void>;
  rollback(db: MirrorDb, payload: P, undo: U): Promise<void>;
}

/** A kind as the engine holds it: it reads payloads and undos back from stored rows, untyped. */
export type AnyKind = MutationKind<Record<string, unknown>, unknown, unknown>;

declare const defined: unique symbol;

/** A kind handed to the engine, still naming (for the type checker only) its payload and undo. */
export interface Kind<N extends string, P, U> extends AnyKind {
  readonly kind: N;
  readonly [defined]?: { payload: P; undo: U };
}

/** The payload of a defined kind (`Payloads` is computed from the registry's list with it). */
export type PayloadOf<K> = K extends Kind<string, infer P, unknown> ? P : never;

/** A queued row written by a kind with payload `P` and undo `U`. */
export type RowOf<P, U> = OutboxRow & { payload: P; undo: U };

/**
 * Defines the kind named `kind` and hands it to the engine, which keeps kinds of every payload in one list:
 * `defineKind("like.create")<Payload, Answer, Undo>({ apply, send, … })`. This is the sync engine's one
 * type conversion, and it holds because a row's kind name picks the kind that wrote it: `enqueue` takes name
 * K with `Payloads[K]`, the row's undo is what that kind's `apply` returned, and `reconcile` gets only what the
 * same kind's `send` resolved with. `remapQueued` swaps a temporary id for the server's inside a payload or
 * undo: a field that may name another entity's temporary id is typed `number | string`.
 */
export const defineKind =
  <const N extends string>(kind: N) =>
  <P, A, U>(declared: Omit<MutationKind<P, A, U>, "kind">): Kind<N, P, U> =>
    ({ kind, ...declared }) as unknown as Kind<N, P, U>;

/** Whether `row` was queued by `kind` (so its payload and undo are that kind's). */
export const isRowOf = <P, U>(kind: Kind<string, P, U>, row: OutboxRow): row is RowOf<P, U> =>
  row.kind === kind.kind;

/** Queued rows not yet handed to the network: only those may be folded or dropped. */
export const unsent = (rows: OutboxRow[]) => rows.filter((r) => r.state === "pending");
