// Users as the API shows them: the short form in posts and lists, and the whole profile.
import { and, count, eq } from "drizzle-orm";
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
    dob: u.dob,
    gender: u.gender as "m" | "f" | "o" | null,
    cover_photo_url: u.coverPhotoUrl,
    total_followers: counts.followers,
    total_followings: counts.followings,
    created_at: u.createdAt.toISOString(),
  };
}

/** The whole profile of `u` with its follower and following counts (two counting queries). */
export async function loadFullUser(db: Db, u: UserRow) {
  const [[followers], [followings]] = await Promise.all([
    db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.followableType, "user"), eq(follows.followableId, u.id))),
    db.select({ n: count() }).from(follows).where(eq(follows.userId, u.id)),
  ]);
  return fullUser(u, { followers: followers?.n ?? 0, followings: followings?.n ?? 0 });
}
