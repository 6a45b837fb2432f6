// The outbox's `protects` for rows queued before v9: the entities each kept from a pull, by the rule of that time.
import type { OutboxRow } from "./types";

/**
 * What a row queued before v9 keeps from a pull's older copy: its own entity, the post named by its
 * `payload.postId` (a like, a comment or an edit changes the post's summaries) and, for a move of copies,
 * each copy moved. Later rows carry what their kind declares (the kinds' `protects` give the same keys).
 */
export function protectsBeforeV9(row: Pick<OutboxRow, "kind" | "payload" | "entityKey">): string[] {
  // Written by older code: a field may be missing.
  const { entityKey, kind } = row;
  const payload = (row.payload as OutboxRow["payload"] | undefined) ?? {};
  const out = new Set(typeof entityKey === "string" ? [entityKey] : []);
  if (kind === "copy.move" && Array.isArray(payload.ids))
    for (const id of payload.ids as unknown[]) out.add(`copy:${String(id)}`);
  const postId = payload.postId;
  if (typeof postId === "number" || typeof postId === "string") out.add(`post:${postId}`);
  return [...out];
}
