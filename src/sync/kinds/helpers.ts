// Shared mirror edits for mutation kinds: drop a queued mutation with its dependents, move rows to a new id.
import type { MirrorDb, OutboxRow, PostRow } from "../../db";

/** Deletes an unsent mutation and, recursively, every mutation waiting for it. Returns the dropped rows. */
export async function dropWithDependents(db: MirrorDb, row: OutboxRow): Promise<OutboxRow[]> {
  const dropped: OutboxRow[] = [row];
  await db.outbox.delete(row.seq!);
  const children = await db.outbox.where("dependsOn").equals(row.id).toArray();
  for (const child of children) dropped.push(...(await dropWithDependents(db, child)));
  return dropped;
}

/** Edits a post in the mirror when it is there. */
export async function editPost(
  db: MirrorDb,
  id: number | string,
  edit: (p: PostRow) => void,
): Promise<void> {
  await db.posts.where("id").equals(id).modify(edit);
}

export const findUnsent = (
  queued: OutboxRow[],
  kind: string,
  match: (p: Record<string, unknown>) => boolean,
) =>
  [...queued].reverse().find((r) => r.kind === kind && r.state === "pending" && match(r.payload));
