// People screens' data: a profile (stored at once, refreshed from the server), search results and
// follower list entries, all read through src/sync/people.
import { useCallback, useEffect, useState } from "react";
import type { ApiError } from "../../api/errors";
import type { FollowRecord, User } from "../../api/schemas";
import type { UserRow } from "../../db";
import { useMounted } from "../../lib/useMounted";
import { isOnline } from "../../lib/connectivity";
import { useRevalidate } from "../../sync";
import { isApiError } from "../../sync/errors";
import {
  fetchFollowRecords,
  pullUser,
  searchPeople,
  useStoredUser,
  type PeoplePage,
} from "../../sync/people";
import { authorName } from "../posts/Author";

/** "First Surname", as posts show authors. */
export const fullName = authorName;

export interface ProfileState {
  /** The stored profile; undefined while reading, null when this device has none. */
  user: UserRow | null | undefined;
  /** The last refresh failed with this error. */
  error: ApiError | null;
  /** The first refresh has finished (either way). */
  settled: boolean;
}

/** A person's profile from the mirror at once, refreshed from the server on mount, focus, reconnect. */
export function useProfile(id: number): ProfileState {
  const stored = useStoredUser(id);
  const [fetched, setFetched] = useState<User | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  // Offline at mount: nothing will be fetched, so what the device has is the answer.
  const [settled, setSettled] = useState(() => !isOnline());
  const mounted = useMounted();
  useRevalidate(() => {
    if (!Number.isInteger(id) || id < 1) {
      setSettled(true);
      return;
    }
    pullUser(id)
      .then((u) => {
        if (!mounted.current) return;
        setFetched(u);
        setError(null);
      })
      .catch((e: unknown) => {
        if (mounted.current) setError(isApiError(e) ? e : null);
      })
      .finally(() => {
        if (mounted.current) setSettled(true);
      });
  });
  const user = stored === undefined && !fetched ? undefined : (stored ?? fetched);
  return { user, error, settled };
}

export function usePeopleSearch(term: string, page: number) {
  const [result, setResult] = useState<{ key: string; page: PeoplePage }>();
  const [error, setError] = useState<ApiError | null>(null);
  const key = `${term}\u0000${page}`;
  const run = useCallback(() => {
    let live = true;
    searchPeople(term, page)
      .then((found) => {
        if (!live) return;
        setResult({ key, page: found });
        setError(null);
      })
      .catch((e: unknown) => live && setError(isApiError(e) ? e : null));
    return () => {
      live = false;
    };
  }, [key, term, page]);
  useEffect(run, [run]);
  return { found: result?.key === key ? result.page : undefined, error, retry: run };
}

export type FollowListKind = "followers" | "followings";

export interface FollowEntry {
  key: string;
  kind: "user" | "library";
  id: number;
  name: string;
  photo: string | null;
}

/** One person or library out of a follow record: the follower, or what is followed. */
export function followEntry(record: FollowRecord, list: FollowListKind): FollowEntry | null {
  const a = record;
  if (list === "followers") {
    if (!a.user) return null;
    return {
      key: `user:${a.user.id}`,
      kind: "user",
      id: a.user.id,
      name: fullName(a.user),
      photo: a.user.photo_url,
    };
  }
  const f = a.followable;
  if (!f) return null;
  if ("first_name" in f) {
    if (a.followable_type !== "user") return null;
    return { key: `user:${f.id}`, kind: "user", id: f.id, name: fullName(f), photo: f.photo_url };
  }
  if (a.followable_type !== "library") return null;
  return {
    key: `library:${f.id}`,
    kind: "library",
    id: f.id,
    name: f.title || f.name,
    photo: f.logo_url,
  };
}

export async function fetchFollowPage(userId: number, list: FollowListKind, page: number) {
  const answer = await fetchFollowRecords(userId, list, page);
  const entries = answer.data
    .map((r) => followEntry(r, list))
    .filter((e): e is FollowEntry => e !== null);
  return { entries, total: answer.meta.total, received: answer.data.length };
}
