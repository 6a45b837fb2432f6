// The lists a library's mirror takes whole (members here, the desk's open loans in deskPulls.ts): one answer each
// with its version kept, so a pull while nothing changed is a 304 (api/client.ts ifNoneMatch). The Books tab and
// the desk share the members.
import { isApiError } from "../api/errors";
import * as membersApi from "../api/members";
import { mirror, type MirrorDb } from "../db";
import { writePulled } from "./engine";
import { keys, metaKeys } from "./keys";
import { leftOut } from "./leftOut";
import { isNotModified, pullOnce } from "./pullOnce";

interface Versioned<T> {
  data: T[];
  meta: { version: string };
}

/**
 * Asks for a whole list, sending back the version the device holds: null when the server says it is unchanged
 * (304), else the list, written by `write`, then its version kept.
 */
export async function ifChanged<T>(
  db: MirrorDb,
  key: string,
  fetch: (version?: string) => Promise<Versioned<T>>,
  write: (rows: T[]) => Promise<void>,
): Promise<T[] | null> {
  const held = (await db.meta.get(key))?.value;
  let answer: Versioned<T>;
  try {
    answer = await fetch(typeof held === "string" ? held : undefined);
  } catch (error) {
    if (isNotModified(error)) return null;
    throw error;
  }
  await write(answer.data);
  await db.meta.put({ key, value: answer.meta.version });
  return answer.data;
}

/**
 * A library's members, for its members and staff; how many the server sent (0 when unchanged). A member with a
 * change queued here keeps the device's copy, as does one an online call (roles, linking) wrote after the list
 * was asked for; one the list no longer holds is deleted (leftOut.ts). Refused (403: not a member), the device
 * keeps none of them.
 */
export function pullLibraryMembers(libraryId: number, db: MirrorDb = mirror()): Promise<number> {
  const key = metaKeys.listVersion("members", libraryId);
  return pullOnce(db, key, async () => {
    const askedAt = Date.now();
    try {
      const members = await ifChanged(
        db,
        key,
        (version) => membersApi.fetchMemberSnapshot(libraryId, version),
        (rows) =>
          db.transaction("rw", [db.members, db.outbox], async () => {
            const held = await db.members.where("library_id").equals(libraryId).primaryKeys();
            await writePulled(db.members, rows, {
              key: (m) => keys.member(m.id),
              gone: leftOut(held, rows).map((id) => ({ id, key: keys.member(id) })),
              askedAt,
            });
          }),
      );
      return members?.length ?? 0;
    } catch (error) {
      if (!isApiError(error) || error.status !== 403) throw error;
      await db.transaction("rw", [db.members, db.meta], async () => {
        await db.members.where("library_id").equals(libraryId).delete();
        await db.meta.delete(key);
      });
      return 0;
    }
  });
}
