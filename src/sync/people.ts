// People between the API and the mirror: profiles kept on the device (a visited one opens offline),
// the server's search with the device's as fallback, and follower lists (read online, not kept).
import { useLiveQuery } from "dexie-react-hooks";
import { isApiError } from "../api/errors";
import { findReadersByMobile } from "../api/deskMembers";
import * as followsApi from "../api/follows";
import type { User, UserSummary } from "../api/schemas";
import * as usersApi from "../api/users";
import { useSession } from "../session/session";
import { hasMirror, mirror, normaliseText, type UserRow } from "../db";
import { keys } from "./keys";
import { writePulled } from "./engine";
import { fullName } from "../lib/fullName";

/** Stores a user from the server, keeping a follower count a queued follow change has moved. */
export async function storeUser(user: User): Promise<void> {
  if (!hasMirror()) return;
  const db = mirror();
  await writePulled(db.users, [user], {
    key: (u) => keys.follow("user", u.id),
    // The server's profile, with the follower count the queued follow moved.
    whileQueued: {
      id: (u) => u.id,
      write: (u, stored) =>
        stored?.total_followers === undefined
          ? u
          : { ...u, total_followers: stored.total_followers },
    },
  });
}

/** Fetches a profile into the mirror. */
export async function pullUser(id: number): Promise<User> {
  const user = await usersApi.fetchUser(id);
  await storeUser(user);
  return user;
}

/** A stored profile, live: undefined while reading, null when this device has none. */
export function useStoredUser(id: number): UserRow | null | undefined {
  const who = useSession((s) => s.user?.id ?? 0);
  return useLiveQuery(
    async () =>
      hasMirror() && Number.isInteger(id) ? ((await mirror().users.get(id)) ?? null) : null,
    [id, who],
  );
}

/** Puts a picture just uploaded on the stored profile. */
export async function storeUserPicture(
  userId: number,
  change: Pick<Partial<UserRow>, "photo_url" | "cover_photo_url">,
): Promise<void> {
  if (hasMirror()) await mirror().users.update(userId, change);
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

/** One page of a person's followers or of whom they follow, from the server. */
export const fetchFollowRecords = (
  userId: number,
  list: "followers" | "followings",
  page: number,
) =>
  list === "followers"
    ? followsApi.fetchFollowers({ type: "user", id: userId }, page)
    : followsApi.fetchFollowings(userId, page);

/**
 * Readers with an account whose mobile starts with `mobile` (desk staff, online; the numbers stay hidden);
 * "limited" once the server's lookup limit is used up.
 */
export async function searchReadersByMobile(
  libraryId: number,
  mobile: string,
): Promise<UserSummary[] | "limited"> {
  try {
    return (await findReadersByMobile(libraryId, mobile)).data;
  } catch (e) {
    if (isApiError(e) && e.status === 429) return "limited";
    throw e;
  }
}
