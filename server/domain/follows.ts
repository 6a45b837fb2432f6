// Follows of users and libraries: the followed thing, follower and following lists, follow and unfollow.
import { and, count, desc, eq, inArray, not, notInArray } from "drizzle-orm";
import type { UserRow } from "../context";
import type { Db } from "../db/client";
import { follows, libraries, users } from "../db/schema";
import {
  followRecord,
  type Followable,
  type FollowableType,
  type FollowRow,
} from "../serialize/follows";
import type { LibraryShortRow } from "../serialize/libraries";
import { blockedPairIds, lockPair, requireNotBlocked } from "./blocks";
import { invalid, notFound } from "./errors";

type Page = { offset: number; perPage: number };

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  surname: users.surname,
  nickname: users.nickname,
  photoUrl: users.photoUrl,
};
const libraryColumns = {
  id: libraries.id,
  name: libraries.name,
  title: libraries.title,
  logoUrl: libraries.logoUrl,
};

/**
 * The user or library with this id, or 404; a user the viewer blocked or was blocked by is not found
 * either (so neither can follow the other or read the other's follow lists).
 */
export async function findFollowable<T extends FollowableType>(
  db: Db,
  type: T,
  id: number,
  viewerId: number,
): Promise<Extract<Followable, { type: T }>> {
  return (await (type === "user" ? findUser(db, id, viewerId) : findLibrary(db, id))) as Extract<
    Followable,
    { type: T }
  >;
}

async function findUser(db: Db, id: number, viewerId: number): Promise<Followable> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("User");
  await requireNotBlocked(db, viewerId, row.id);
  return { type: "user", row };
}

async function findLibrary(db: Db, id: number): Promise<Followable> {
  const [row] = await db
    .select(libraryColumns)
    .from(libraries)
    .where(eq(libraries.id, id))
    .limit(1);
  if (!row) throw notFound("Library");
  return { type: "library", row };
}

const followOf = (userId: number, t: Followable) =>
  and(
    eq(follows.userId, userId),
    eq(follows.followableType, t.type),
    eq(follows.followableId, t.row.id),
  );

async function findFollow(db: Db, userId: number, t: Followable): Promise<FollowRow | undefined> {
  const [row] = await db.select().from(follows).where(followOf(userId, t)).limit(1);
  return row;
}

/** `column NOT IN` the people the viewer blocked or was blocked by, when there are any. */
const unblocked = (column: typeof follows.userId, blocked: number[]) =>
  blocked.length ? notInArray(column, blocked) : undefined;

/** The followers of `t`, newest first, without people the viewer is kept apart from. */
export async function followerPage(db: Db, t: Followable, viewerId: number, page: Page) {
  const where = and(
    eq(follows.followableType, t.type),
    eq(follows.followableId, t.row.id),
    unblocked(follows.userId, await blockedPairIds(db, viewerId)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ follow: follows, follower: userColumns })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.userId))
      .where(where)
      .orderBy(desc(follows.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(follows).where(where),
  ]);
  const items = rows.map((r) => followRecord(r.follow, { follower: r.follower, followable: t }));
  return { items, total: Number(total?.n ?? 0) };
}

/** The caller's follow of `t`, or null. */
export async function myFollow(db: Db, me: UserRow, t: Followable) {
  const row = await findFollow(db, me.id, t);
  return row ? followRecord(row, { follower: me, followable: t }) : null;
}

/** Follows `t`; following again answers the existing follow (created: false). Nobody follows themself. */
export async function follow(db: Db, me: UserRow, t: Followable) {
  if (t.type === "user" && t.row.id === me.id)
    throw invalid({ followable_id: ["You cannot follow yourself."] });
  const created = await db.transaction(async (tx) => {
    if (t.type === "user") {
      // Checked again under the pair's lock: a block landing between the check and the insert
      // would otherwise leave a follow the block had already removed.
      await lockPair(tx, me.id, t.row.id, "share");
      await requireNotBlocked(tx, me.id, t.row.id);
    }
    const [inserted] = await tx
      .insert(follows)
      .values({ userId: me.id, followableType: t.type, followableId: t.row.id })
      .onConflictDoNothing()
      .returning();
    return inserted;
  });
  const row = created ?? (await findFollow(db, me.id, t));
  if (!row) throw notFound("Follow");
  return { follow: followRecord(row, { follower: me, followable: t }), created: !!created };
}

export async function unfollow(db: Db, userId: number, t: Followable): Promise<void> {
  await db.delete(follows).where(followOf(userId, t));
}

/**
 * What `owner` follows, users and libraries, newest first, without people the viewer is kept apart
 * from; a follow of something since deleted is left out.
 */
export async function followingPage(
  db: Db,
  owner: Extract<Followable, { type: "user" }>,
  viewerId: number,
  page: Page,
) {
  const blocked = await blockedPairIds(db, viewerId);
  const where = and(
    eq(follows.userId, owner.row.id),
    blocked.length
      ? not(and(eq(follows.followableType, "user"), inArray(follows.followableId, blocked))!)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(follows)
      .where(where)
      .orderBy(desc(follows.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(follows).where(where),
  ]);
  const ids = (type: FollowableType) =>
    rows.filter((r) => r.followableType === type).map((r) => r.followableId);
  const [userRows, libraryRows] = await Promise.all([
    ids("user").length
      ? db
          .select(userColumns)
          .from(users)
          .where(inArray(users.id, ids("user")))
      : [],
    ids("library").length
      ? db
          .select(libraryColumns)
          .from(libraries)
          .where(inArray(libraries.id, ids("library")))
      : [],
  ]);
  const usersById = new Map(userRows.map((u) => [u.id, u]));
  const librariesById = new Map<number, LibraryShortRow>(libraryRows.map((l) => [l.id, l]));
  const items = rows.flatMap((f) => {
    const user = f.followableType === "user" ? usersById.get(f.followableId) : undefined;
    const library = f.followableType === "library" ? librariesById.get(f.followableId) : undefined;
    const followable: Followable | undefined = user
      ? { type: "user", row: user }
      : library
        ? { type: "library", row: library }
        : undefined;
    return followable ? [followRecord(f, { follower: owner.row, followable })] : [];
  });
  return { items, total: Number(total?.n ?? 0) };
}
