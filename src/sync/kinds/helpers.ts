// Shared mirror edits for mutation kinds: drop a queued mutation with its dependents, move rows to a new id.
import type { MirrorDb, OutboxRow, PostRow } from "../../db";
import { isRowOf, type Kind, type RowOf } from "../engine";

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

/** The newest unsent row of `kind` among `queued` whose payload matches, typed as that kind's. */
export const findUnsent = <P, U>(
  queued: OutboxRow[],
  kind: Kind<string, P, U>,
  match: (p: P) => boolean,
) =>
  [...queued]
    .reverse()
    .find((r): r is RowOf<P, U> => isRowOf(kind, r) && r.state === "pending" && match(r.payload));
