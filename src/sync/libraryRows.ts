// Libraries from the server into the mirror, keeping a follower count that a queued follow has moved.
import type { Library } from "../api/schemas";
import type { MirrorDb } from "../db";
import { keys } from "./keys";
import { queuedKeys } from "./engine";

export async function putLibraries(db: MirrorDb, libraries: Library[]): Promise<void> {
  await db.transaction("rw", db.libraries, db.outbox, async (tx) => {
    // Read in the write transaction: a follow queued after it waits until these rows are written.
    const queued = await queuedKeys(tx);
    const moved = libraries.filter((l) => queued.has(keys.follow("library", l.id)));
    const local = await db.libraries.bulkGet(moved.map((l) => l.id));
    const kept = new Map(moved.map((l, i) => [l.id, local[i]?.total_followers]));
    await db.libraries.bulkPut(
      libraries.map((l) => {
        const followers = kept.get(l.id);
        return followers === undefined ? l : { ...l, total_followers: followers };
      }),
    );
  });
}
