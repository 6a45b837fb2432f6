// Follow graph: followers, followings and following-by-me of users and libraries; follow and unfollow.
import { Hono } from "hono";
import { and, count, desc, eq, inArray, not, notInArray } from "drizzle-orm";
import type { AppContext, AppEnv, UserRow } from "../context";
import type { Db } from "../db/client";
import { follows, libraries, users } from "../db/schema";
import { blockedPairIds, lockPair, requireNotBlocked } from "../domain/blocks";
import { requireUser } from "../http/auth";
import { invalid, notFound } from "../http/errors";
import { idParam } from "../http/input";
import { paged, pageRequest } from "../http/paging";
import {
  followRecord,
  type Followable,
  type FollowableType,
  type FollowRow,
} from "../serialize/follows";
import type { LibraryShortRow } from "../serialize/libraries";

export const followsRoutes = new Hono<AppEnv>();

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
 * The followed user or library named by the path, or 404; a user the caller blocked or was blocked by
 * is not found either (so neither can follow the other or read the other's follow lists).
 */
async function target(c: AppContext, type: FollowableType): Promise<Followable> {
  const { db } = c.var.deps;
  if (type === "user") {
    const me = requireUser(c);
    const id = idParam(c.req.param("id"), "User");
    const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound("User");
    await requireNotBlocked(db, me.id, row.id);
    return { type, row };
  }
  const id = idParam(c.req.param("id"), "Library");
  const [row] = await db
    .select(libraryColumns)
    .from(libraries)
    .where(eq(libraries.id, id))
    .limit(1);
  if (!row) throw notFound("Library");
  return { type, row };
}

const followOf = (userId: number, t: Followable) =>
  and(
    eq(follows.userId, userId),
    eq(follows.followableType, t.type),
    eq(follows.followableId, t.row.id),
  );

async function myFollow(db: Db, me: UserRow, t: Followable): Promise<FollowRow | undefined> {
  const [row] = await db.select().from(follows).where(followOf(me.id, t)).limit(1);
  return row;
}

/** `column NOT IN` the people the caller blocked or was blocked by, when there are any. */
const unblocked = (column: typeof follows.userId, blocked: number[]) =>
  blocked.length ? notInArray(column, blocked) : undefined;

for (const [type, base] of [
  ["user", "/api/users/:id{[0-9]+}"],
  ["library", "/api/libraries/:id{[0-9]+}"],
] as const) {
  followsRoutes.get(`${base}/followers`, async (c) => {
    const me = requireUser(c);
    const { db } = c.var.deps;
    const t = await target(c, type);
    const req = pageRequest(c);
    const where = and(
      eq(follows.followableType, type),
      eq(follows.followableId, t.row.id),
      unblocked(follows.userId, await blockedPairIds(db, me.id)),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ follow: follows, follower: userColumns })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.userId))
        .where(where)
        .orderBy(desc(follows.id))
        .limit(req.perPage)
        .offset(req.offset),
      db.select({ n: count() }).from(follows).where(where),
    ]);
    const items = rows.map((r) => followRecord(r.follow, { follower: r.follower, followable: t }));
    return c.json(paged(c, items, Number(total?.n ?? 0), req));
  });

  followsRoutes.get(`${base}/following-by-me`, async (c) => {
    const me = requireUser(c);
    const t = await target(c, type);
    const row = await myFollow(c.var.deps.db, me, t);
    // Not following: an empty body, as the API has always answered "none".
    if (!row) return c.body(null, 200);
    return c.json({ data: followRecord(row, { follower: me, followable: t }) });
  });

  followsRoutes.post(`${base}/follow`, async (c) => {
    const me = requireUser(c);
    const { db } = c.var.deps;
    const t = await target(c, type);
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
        .values({ userId: me.id, followableType: type, followableId: t.row.id })
        .onConflictDoNothing()
        .returning();
      return inserted;
    });
    const row = created ?? (await myFollow(db, me, t));
    if (!row) throw notFound("Follow");
    return c.json(
      { data: followRecord(row, { follower: me, followable: t }) },
      created ? 201 : 200,
    );
  });

  followsRoutes.delete(`${base}/unfollow`, async (c) => {
    const me = requireUser(c);
    const t = await target(c, type);
    await c.var.deps.db.delete(follows).where(followOf(me.id, t));
    return c.json({
      message: t.type === "user" ? "Unfollowed the user." : "Unfollowed the library.",
    });
  });
}

/** What a user follows: users and libraries, newest first. */
followsRoutes.get("/api/users/:id{[0-9]+}/followings", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const owner = await target(c, "user");
  if (owner.type !== "user") throw notFound("User");
  const req = pageRequest(c);
  const blocked = await blockedPairIds(db, me.id);
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
      .limit(req.perPage)
      .offset(req.offset),
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
    // A follow of something since deleted is left out.
    return followable ? [followRecord(f, { follower: owner.row, followable })] : [];
  });
  return c.json(paged(c, items, Number(total?.n ?? 0), req));
});
