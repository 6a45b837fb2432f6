// Replay: send queued mutations in order, reconcile the answers, back off on transient failures.
import { ApiError, isApiError } from "../../api/errors";
import type { MirrorDb, OutboxError, OutboxRow } from "../../db";
import { backoffDelay } from "./backoff";
import { isTempId } from "./ids";
import { allKindsLoaded, kindOf, loadAllKinds, registry } from "./registry";
import { tablesOf } from "./outbox";
import { useSyncStore } from "./store";

export interface ReplayOptions {
  now?: () => number;
  random?: () => number;
}

export type ReplayStop =
  | { reason: "empty" }
  | { reason: "waiting"; until: number }
  | { reason: "needsLogin" }
  | { reason: "blocked" };

/**
 * The first row to send, in order; a row waits while the mutation it depends on is still queued.
 * Reads the queue in small slices so a long queue is not read whole for every send.
 */
async function nextReady(db: MirrorDb): Promise<OutboxRow | "blocked" | undefined> {
  const SLICE = 50;
  let blocked = false;
  for (let offset = 0; ; offset += SLICE) {
    const rows = await db.outbox.orderBy("seq").offset(offset).limit(SLICE).toArray();
    for (const row of rows) {
      if (row.state === "failed") continue;
      if (row.dependsOn && (await db.outbox.where("id").equals(row.dependsOn).count()) > 0) {
        blocked = true;
        continue;
      }
      // A row naming something still temporary waits for its creation, even one it does not depend on
      // (a loan of a copy and a member both added offline depends on the later of the two).
      if (kindOf(row.kind).refersTo(row.payload).some(isTempId)) {
        blocked = true;
        continue;
      }
      return row;
    }
    if (rows.length < SLICE) return blocked ? "blocked" : undefined;
  }
}

const errorOf = (e: ApiError): OutboxError => ({
  status: e.status,
  message: e.message,
  fieldErrors: e.fieldErrors,
  ...(e.reason ? { reason: e.reason } : {}),
  ...(e.holder ? { holder: e.holder } : {}),
});

/** Mutations left 'sending' by a closed tab go back to pending (the Idempotency-Key makes resending safe). */
export async function recoverInterrupted(db: MirrorDb): Promise<void> {
  await db.outbox.where("state").equals("sending").modify({ state: "pending" });
}

/**
 * The network is back: a mutation waiting out its backoff because no answer came (status 0: offline, cut off,
 * timed out) goes now. Those a server refused for a while (503, 429) keep their wait.
 */
export async function wakeNetworkWaits(db: MirrorDb): Promise<void> {
  await db.outbox
    .where("state")
    .equals("pending")
    .modify((row) => {
      if (row.nextAttemptAt > 0 && row.error?.status === 0) row.nextAttemptAt = 0;
    });
}

/** Sends mutations one by one until the queue is empty, must wait, or needs a login. */
export async function replayQueue(db: MirrorDb, options: ReplayOptions = {}): Promise<ReplayStop> {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  if (useSyncStore.getState().needsLogin) return { reason: "needsLogin" };
  await recoverInterrupted(db);
  // A queue holding a desk change loads the desk's kinds first (registry.ts).
  // Once they have loaded, no row can name an unknown kind: the queue is not scanned again.
  if (!allKindsLoaded() && (await db.outbox.filter((r) => !registry.has(r.kind)).first()))
    await loadAllKinds();
  for (;;) {
    const row = await nextReady(db);
    if (row === undefined) return { reason: "empty" };
    if (row === "blocked") return { reason: "blocked" };
    // Strict order: a later mutation never overtakes one waiting out its backoff.
    if (row.nextAttemptAt > now()) return { reason: "waiting", until: row.nextAttemptAt };
    const def = kindOf(row.kind);
    await db.outbox.update(row.seq!, { state: "sending" });
    let answer: unknown;
    try {
      answer = await def.send(row.payload, row.id);
    } catch (thrown) {
      // Anything that is not an API answer (a payload the client cannot send) must not block the
      // queue forever: it fails like a refusal, keeping its reason, and can be retried or discarded.
      const error = isApiError(thrown)
        ? thrown
        : new ApiError(0, "http", thrown instanceof Error ? thrown.message : String(thrown));
      if (error.status === 401) {
        await db.outbox.update(row.seq!, { state: "pending" });
        useSyncStore.getState().set({ needsLogin: true });
        return { reason: "needsLogin" };
      }
      if (error.retryable) {
        const attempts = row.attempts + 1;
        const until = now() + backoffDelay(attempts, random, error.retryAfter);
        await db.outbox.update(row.seq!, {
          state: "pending",
          attempts,
          nextAttemptAt: until,
          error: errorOf(error),
        });
        return { reason: "waiting", until };
      }
      const failed = {
        state: "failed" as const,
        attempts: row.attempts + 1,
        error: errorOf(error),
      };
      try {
        await db.transaction("rw", tablesOf(db), async () => {
          await def.rollback(db, row.payload, row.undo);
          await db.outbox.update(row.seq!, failed);
        });
      } catch (rollbackError) {
        // The rollback itself broke: still mark the mutation failed so the queue moves on.
        console.error("Rollback failed:", rollbackError);
        await db.outbox.update(row.seq!, failed);
      }
      continue;
    }
    await db.transaction("rw", tablesOf(db), async () => {
      await def.reconcile(db, row.payload, answer, row);
      await db.outbox.delete(row.seq!);
    });
  }
}
