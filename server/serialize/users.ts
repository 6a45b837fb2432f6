// Users as the API shows them: the short form in posts and lists, and the whole profile.
import { and, count, eq, inArray } from "drizzle-orm";
import type { UserRow } from "../context";
import type { Db } from "../db/client";
import { follows } from "../db/schema";

export type UserSummaryRow = Pick<
  UserRow,
  "id" | "firstName" | "surname" | "nickname" | "photoUrl"
>;

export function userSummary(u: UserSummaryRow) {
  return {
    id: u.id,
    first_name: u.firstName,
    surname: u.surname,
    nickname: u.nickname,
    photo_url: u.photoUrl,
  };
}

export function fullUser(u: UserRow, counts: { followers: number; followings: number }) {
  return {
    ...userSummary(u),
    username: u.username,
    mobile: u.mobile,
    email: u.email,
    /** A new mobile or email waiting for its code (the owner's view only). */
    pending_mobile: u.pendingMobile,
    pending_email: u.pendingEmail,
    dob: u.dob,
    gender: u.gender as "m" | "f" | "o" | null,
    cover_photo_url: u.coverPhotoUrl,
    total_followers: counts.followers,
    total_followings: counts.followings,
    created_at: u.createdAt.toISOString(),
  };
}

/** What only the owner sees of their profile: others get these fields empty. */
const PRIVATE_FIELDS = {
  username: "",
  mobile: null,
  email: null,
  pending_mobile: null,
  pending_email: null,
  dob: null,
  gender: null,
} as const;

/**
 * Whole profiles with their follower and following counts (one counting query each for the page).
 * Contact details (username, mobile, email), date of birth and gender are the owner's own.
 */
export async function loadFullUsers(db: Db, rows: UserRow[], viewerId: number | null) {
  if (rows.length === 0) return [];
  const ids = rows.map((u) => u.id);
  const [followerRows, followingRows] = await Promise.all([
    db
      .select({ id: follows.followableId, n: count() })
      .from(follows)
      .where(and(eq(follows.followableType, "user"), inArray(follows.followableId, ids)))
      .groupBy(follows.followableId),
    db
      .select({ id: follows.userId, n: count() })
      .from(follows)
      .where(inArray(follows.userId, ids))
      .groupBy(follows.userId),
  ]);
  const followers = new Map(followerRows.map((r) => [r.id, Number(r.n)]));
  const followings = new Map(followingRows.map((r) => [r.id, Number(r.n)]));
  return rows.map((u) => {
    const json = fullUser(u, {
      followers: followers.get(u.id) ?? 0,
      followings: followings.get(u.id) ?? 0,
    });
    return u.id === viewerId ? json : { ...json, ...PRIVATE_FIELDS };
  });
}

/** The whole profile of `u` as its owner sees it (GET /api/auth/me). */
export async function loadFullUser(db: Db, u: UserRow) {
  const [json] = await loadFullUsers(db, [u], u.id);
  return json!;
}
