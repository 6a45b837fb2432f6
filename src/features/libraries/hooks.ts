// Library hooks for screens: the stored library and membership at once, refreshed from the server.
import { useState } from "react";
import { ApiError, isApiError } from "../../sync/errors";
import type { LibraryRow } from "../../db";
import { useRevalidate } from "../../sync";
import { refreshLibrary, refreshLibraryByName, refreshMembership } from "../../sync/libraries";
import {
  useStoredLibrary,
  useStoredLibraryByName,
  useStoredMembership,
} from "../../sync/libraryReads";
import { canEditLibrary, effectiveMembership, type Membership } from "./membership";
import { useMounted } from "../../lib/useMounted";

export type LoadStatus = "loading" | "ready" | "not-found" | "unreachable";

export interface LibraryState {
  /** undefined while the mirror is read; null when the device holds no copy. */
  library: LibraryRow | null | undefined;
  status: LoadStatus;
}

/** The stored `library` with the status of refreshing it by `fetch` on mount, focus and reconnect. */
function useLibraryLoad(
  library: LibraryRow | null | undefined,
  fetch: () => Promise<unknown>,
): LibraryState {
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
  return useLibraryLoad(useStoredLibrary(id), () =>
    valid
      ? // SPEC §4: the library first, then the membership chain.
        refreshLibrary(id).then(() => refreshMembership(id))
      : Promise.reject(new ApiError(404, "http", "Not found")),
  );
}

/** A library by its unique name (/{name}). */
export function useLibraryByName(name: string): LibraryState {
  return useLibraryLoad(useStoredLibraryByName(name), async () => {
    const library = await refreshLibraryByName(name);
    await refreshMembership(library.id);
  });
}

export interface MembershipView extends Membership {
  canEdit: boolean;
  /** The device holds an answer from the server (else `state` is only a default). */
  known: boolean;
}

/** The caller's membership as stored (resolved on load), with a queued request counted as sent. */
export function useMembership(libraryId: number): MembershipView {
  const stored = useStoredMembership(libraryId);
  const m = effectiveMembership(stored?.membership, stored?.request);
  return { ...m, canEdit: canEditLibrary(m), known: stored?.membership !== undefined };
}
