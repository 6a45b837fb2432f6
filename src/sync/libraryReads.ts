// What the mirror holds of libraries, live, for screens: a library by id or name, the caller's
// stored membership and member request, and the libraries they belong to.
import { useLiveQuery } from "dexie-react-hooks";
import type { Library } from "../api/schemas";
import { hasMirror, mirror, type LibraryRow } from "../db";
import { useSession } from "../session/session";
import { metaKeys } from "./keys";
import { localLibraries } from "./localLists";
import type { Membership } from "./membership";

const useWho = () => useSession((s) => s.user?.id ?? 0);

/** A stored library by id: undefined while reading, null when this device has none. */
export function useStoredLibrary(id: number): LibraryRow | null | undefined {
  const who = useWho();
  return useLiveQuery(async () => {
    if (!hasMirror() || !Number.isInteger(id) || id <= 0) return null;
    return (await mirror().libraries.get(id)) ?? null;
  }, [id, who]);
}

/** A stored library by its unique name (/{name}): undefined while reading, null when none. */
export function useStoredLibraryByName(name: string): LibraryRow | null | undefined {
  const who = useWho();
  return useLiveQuery(
    async () =>
      hasMirror() ? ((await mirror().libraries.where("name").equals(name).first()) ?? null) : null,
    [name, who],
  );
}

export interface StoredMembership {
  /** The server's last answer, if the device holds one. */
  membership: Membership | undefined;
  /** A member request queued on this device (or answered since), if any. */
  request: unknown;
}

/** The caller's stored membership of a library and queued request: undefined while reading. */
export function useStoredMembership(libraryId: number): StoredMembership | null | undefined {
  const who = useWho();
  return useLiveQuery(async () => {
    if (!hasMirror()) return null;
    const [membership, request] = await Promise.all([
      mirror().meta.get(metaKeys.membership(libraryId)),
      mirror().meta.get(metaKeys.memberRequest(libraryId)),
    ]);
    return { membership: membership?.value as Membership | undefined, request: request?.value };
  }, [libraryId, who]);
}

/**
 * The libraries the caller belongs to, as last fetched (`fetchMyLibraries`), by title: undefined
 * while reading, null when this device has never fetched them.
 */
export function useMyLibraries(): Library[] | null | undefined {
  const who = useWho();
  return useLiveQuery(async () => {
    if (!hasMirror()) return null;
    const ids = (await mirror().meta.get(metaKeys.myLibraries))?.value as number[] | undefined;
    return ids ? localLibraries("", ids) : null;
  }, [who]);
}
