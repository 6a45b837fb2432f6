// Libraries from the server into the mirror, keeping a follower count that a queued follow has moved.
import type { Library } from "../api/schemas";
import type { MirrorDb } from "../db";
import { keys } from "./keys";
import { writePulled } from "./engine";

export async function putLibraries(db: MirrorDb, libraries: Library[]): Promise<void> {
  await writePulled(db.libraries, libraries, {
    key: (l) => keys.follow("library", l.id),
    // The server's library, with the follower count the queued follow moved.
    whileQueued: {
      id: (l) => l.id,
      write: (l, stored) =>
        stored?.total_followers === undefined
          ? l
          : { ...l, total_followers: stored.total_followers },
    },
  });
}
