// The desks the signed-in person staffs: the ones kept on this device (offline too), live, and a refresh that
// asks the server for the desk of each library they belong to.
import { useLiveQuery } from "dexie-react-hooks";
import { hasMirror, mirror } from "../db";
import { noteDesksChecked } from "../session/myDeskHint";
import { useSession } from "../session/session";
import { pullDesk } from "./deskSettings";
import { fetchMyLibraries } from "./libraries";

export interface MyDesk {
  libraryId: number;
  /** The library's title as the device holds it; null when only its desk is kept. */
  title: string | null;
  permissions: string[];
}

/** The kept desks with a staff power, by title: undefined while reading. */
export function useMyDesks(): MyDesk[] | undefined {
  const who = useSession((s) => s.user?.id ?? 0);
  return useLiveQuery(async () => {
    if (!hasMirror()) return [];
    const desks = (await mirror().desk.toArray()).filter((d) => d.permissions.length > 0);
    const libraries = await mirror().libraries.bulkGet(desks.map((d) => d.libraryId));
    return desks
      .map((d, i) => ({
        libraryId: d.libraryId,
        title: libraries[i]?.title ?? null,
        permissions: d.permissions,
      }))
      .sort((a, b) => (a.title ?? "").localeCompare(b.title ?? ""));
  }, [who]);
}

/**
 * Asks for the desk of every library the person belongs to: staff keep it (and see it in `useMyDesks` and the
 * menu's way to the desk), others keep none. One library that fails does not stop the others; the first failure
 * is thrown at the end.
 */
export async function refreshMyDesks(userId: number): Promise<void> {
  const libraries = await fetchMyLibraries(userId);
  const results = await Promise.allSettled(libraries.map((l) => pullDesk(l.id)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
  const staffed = results.flatMap((r) =>
    r.status === "fulfilled" && r.value && r.value.permissions.length > 0
      ? [r.value.libraryId]
      : [],
  );
  noteDesksChecked(userId, staffed);
}
