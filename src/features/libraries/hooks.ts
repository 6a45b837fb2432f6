// Library hooks for screens: the stored library and membership at once, refreshed from the server.
import { useLiveQuery } from "dexie-react-hooks";
import { useState } from "react";
import { ApiError, isApiError } from "../../sync/errors";
import { useSession } from "../../session/session";
import { hasMirror, mirror, type LibraryRow } from "../../db";
import { metaKeys, useRevalidate } from "../../sync";
import { refreshLibrary, refreshLibraryByName, refreshMembership } from "../../sync/libraries";
import { canEditLibrary, effectiveMembership, type Membership } from "./membership";
import { useMounted } from "../../lib/useMounted";

const useWho = () => useSession((s) => s.user?.id ?? 0);

export type LoadStatus = "loading" | "ready" | "not-found" | "unreachable";

export interface LibraryState {
  /** undefined while the mirror is read; null when the device holds no copy. */
  library: LibraryRow | null | undefined;
  status: LoadStatus;
}

function useLibraryLoad(
  read: () => Promise<LibraryRow | undefined>,
  fetch: () => Promise<unknown>,
  deps: unknown[],
): LibraryState {
  const who = useWho();
  const library = useLiveQuery(
    async () => (hasMirror() ? ((await read()) ?? null) : null),
    [...deps, who],
  );
  const [status, setStatus] = useState<LoadStatus>("loading");
  const mounted = useMounted();
  useRevalidate(() => {
    fetch().then(
      () => mounted.current && setStatus("ready"),
      (error: unknown) =>
        mounted.current &&
        setStatus(isApiError(error) && error.status === 404 ? "not-found" : "unreachable"),
    );
  });
  return { library, status: library ? "ready" : status };
}

/** A library by id: the stored copy at once, refreshed (with the membership) on mount, focus, reconnect. */
export function useLibrary(id: number): LibraryState {
  const valid = Number.isInteger(id) && id > 0;
  return useLibraryLoad(
    async () => (valid ? mirror().libraries.get(id) : undefined),
    () =>
      valid
        ? // SPEC §4: the library first, then the membership chain.
          refreshLibrary(id).then(() => refreshMembership(id))
        : Promise.reject(new ApiError(404, "http", "Not found")),
    [id],
  );
}

/** A library by its unique name (/{name}). */
export function useLibraryByName(name: string): LibraryState {
  return useLibraryLoad(
    async () => mirror().libraries.where("name").equals(name).first(),
    async () => {
      const library = await refreshLibraryByName(name);
      await refreshMembership(library.id);
    },
    [name],
  );
}

export interface MembershipView extends Membership {
  canEdit: boolean;
  /** The device holds an answer from the server (else `state` is only a default). */
  known: boolean;
}

/** The caller's membership as stored (resolved on load), with a queued request counted as sent. */
export function useMembership(libraryId: number): MembershipView {
  const who = useWho();
  const stored = useLiveQuery(async () => {
    if (!hasMirror()) return null;
    const [membership, request] = await Promise.all([
      mirror().meta.get(metaKeys.membership(libraryId)),
      mirror().meta.get(metaKeys.memberRequest(libraryId)),
    ]);
    return { membership: membership?.value as Membership | undefined, request: request?.value };
  }, [libraryId, who]);
  const m = effectiveMembership(stored?.membership, stored?.request);
  return { ...m, canEdit: canEditLibrary(m), known: stored?.membership !== undefined };
}
