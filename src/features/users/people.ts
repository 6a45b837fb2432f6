// People on this device and on the server: profiles kept in the mirror (so a visited profile opens
// offline), search (the server's when online, the device's otherwise) and follower lists.
import { useLiveQuery } from "dexie-react-hooks";
import { useCallback, useEffect, useState } from "react";
import { isApiError, type ApiError } from "../../api/errors";
import * as followsApi from "../../api/follows";
import type { FollowRecord, User, UserSummary } from "../../api/schemas";
import * as usersApi from "../../api/users";
import { useSession } from "../../app/session";
import { hasMirror, mirror, normaliseText, type UserRow } from "../../db";
import { useMounted } from "../../lib/useMounted";
import { useRevalidate } from "../../sync";
import { authorName } from "../posts/Author";

/** "First Surname", as posts show authors. */
export const fullName = authorName;

/** Stores a user from the server, keeping a follower count a queued follow change has moved. */
export async function storeUser(user: User): Promise<void> {
  if (!hasMirror()) return;
  const db = mirror();
  await db.transaction("rw", db.users, db.outbox, async () => {
    const queued = await db.outbox.where("entityKey").equals(`follow:user:${user.id}`).count();
    const stored = await db.users.get(user.id);
    const keep = queued && stored?.total_followers !== undefined;
    await db.users.put(keep ? { ...user, total_followers: stored.total_followers } : user);
  });
}

/** Fetches a profile into the mirror. */
export async function pullUser(id: number): Promise<User> {
  const user = await usersApi.fetchUser(id);
  await storeUser(user);
  return user;
}

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
  const who = useSession((s) => s.user?.id ?? 0);
  const stored = useLiveQuery(
    async () =>
      hasMirror() && Number.isInteger(id) ? ((await mirror().users.get(id)) ?? null) : null,
    [id, who],
  );
  const [fetched, setFetched] = useState<User | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  // Offline at mount: nothing will be fetched, so what the device has is the answer.
  const [settled, setSettled] = useState(() => navigator.onLine === false);
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

export interface PeoplePage {
  people: UserSummary[];
  page: number;
  lastPage: number;
  total: number;
  /** True when the list came from this device because the server could not be reached. */
  local: boolean;
}

export const PEOPLE_PER_PAGE = 15;

/** People this device knows whose name, nickname or username matches every word of `term`. */
export async function searchLocalPeople(term: string, page: number): Promise<PeoplePage> {
  const words = normaliseText(term).split(/\s+/).filter(Boolean);
  const all = hasMirror() ? await mirror().users.toArray() : [];
  const found = all
    .filter((u) => {
      const hay = normaliseText(
        [u.first_name, u.surname, u.nickname, u.username].filter(Boolean).join(" "),
      );
      return words.every((w) => hay.includes(w));
    })
    .sort((a, b) => fullName(a).localeCompare(fullName(b)));
  const lastPage = Math.max(1, Math.ceil(found.length / PEOPLE_PER_PAGE));
  const current = Math.min(Math.max(1, page), lastPage);
  return {
    people: found.slice((current - 1) * PEOPLE_PER_PAGE, current * PEOPLE_PER_PAGE),
    page: current,
    lastPage,
    total: found.length,
    local: true,
  };
}

/** The server's search; falls back to the device's people when the network fails. */
export async function searchPeople(term: string, page: number): Promise<PeoplePage> {
  try {
    const answer = await usersApi.fetchUsers(term || undefined, page);
    if (hasMirror()) {
      const db = mirror();
      // Only add people this device does not know: a stored profile may carry a queued change.
      const known = new Set(
        await db.users
          .where("id")
          .anyOf(answer.data.map((u) => u.id))
          .primaryKeys(),
      );
      await db.users.bulkPut(answer.data.filter((u) => !known.has(u.id)));
    }
    return {
      people: answer.data,
      page: answer.meta.current_page,
      lastPage: answer.meta.last_page,
      total: answer.meta.total,
      local: false,
    };
  } catch (e) {
    if (isApiError(e) && e.kind !== "network" && e.kind !== "timeout") throw e;
    return searchLocalPeople(term, page);
  }
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
  const answer =
    list === "followers"
      ? await followsApi.fetchFollowers({ type: "user", id: userId }, page)
      : await followsApi.fetchFollowings(userId, page);
  const entries = answer.data
    .map((r) => followEntry(r, list))
    .filter((e): e is FollowEntry => e !== null);
  return { entries, total: answer.meta.total, received: answer.data.length };
}
