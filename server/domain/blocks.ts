// Blocks between readers: a block by either of two people keeps them apart in everything both read.
import { and, asc, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { blocks, follows, posts, users } from "../db/schema";
import { invalid, notFound } from "./errors";

/** The block table names blocked people "User" (as the client sends it); lower case is accepted too. */
export const USER_TYPES = ["User", "user"];

/** SQL (one parameter: the viewer) for the people the viewer blocked or was blocked by. */
export const BLOCKED_PAIR_SQL = (viewer: string) =>
  `SELECT blockable_id FROM blocks WHERE user_id = ${viewer} AND blockable_type IN ('User', 'user')
    UNION SELECT user_id FROM blocks WHERE blockable_id = ${viewer} AND blockable_type IN ('User', 'user')`;

/**
 * The ids of the people `userId` blocked and of those who blocked `userId` (usually a handful):
 * neither side sees the other's posts, comments, likes or profile.
 */
export async function blockedPairIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ by: blocks.userId, of: blocks.blockableId })
    .from(blocks)
    .where(
      and(
        inArray(blocks.blockableType, USER_TYPES),
        or(eq(blocks.userId, userId), eq(blocks.blockableId, userId)),
      ),
    );
  return [...new Set(rows.map((r) => (r.by === userId ? r.of : r.by)))];
}

/** Whether either of the two users blocked the other. */
export async function isBlockedPair(db: Db, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const [row] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      and(
        inArray(blocks.blockableType, USER_TYPES),
        or(
          and(eq(blocks.userId, a), eq(blocks.blockableId, b)),
          and(eq(blocks.userId, b), eq(blocks.blockableId, a)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * 404 "User not found." when the two are kept apart: to a blocked reader the other person is
 * answered exactly as someone who does not exist, so nothing says that a block is the reason.
 */
export async function requireNotBlocked(db: Db, viewerId: number, userId: number): Promise<void> {
  if (await isBlockedPair(db, viewerId, userId)) throw notFound("User");
}

/** `where` for the block `userId` holds on `otherId`. */
export const blockOf = (userId: number, otherId: number): SQL =>
  and(
    eq(blocks.userId, userId),
    inArray(blocks.blockableType, USER_TYPES),
    eq(blocks.blockableId, otherId),
  )!;

/**
 * Locks the two people's rows for the rest of the transaction, in id order: a block takes them
 * "no key update", a follow "share", so a follow checked before a block commits is either removed by
 * it or sees it, never slips in after it.
 */
export async function lockPair(
  db: Db,
  a: number,
  b: number,
  mode: "share" | "no key update",
): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [a, b]))
    .orderBy(asc(users.id))
    .for(mode);
}

type BlockRow = typeof blocks.$inferSelect;
const personColumns = {
  id: users.id,
  firstName: users.firstName,
  surname: users.surname,
  nickname: users.nickname,
  photoUrl: users.photoUrl,
};
/** The person a block names, as the block list shows them. */
export type BlockedPerson = Pick<
  typeof users.$inferSelect,
  "id" | "firstName" | "surname" | "nickname" | "photoUrl"
>;

/** The people `userId` blocked, newest block first (people who blocked them are never listed). */
export async function blockedPeoplePage(
  db: Db,
  userId: number,
  page: { offset: number; perPage: number },
): Promise<{ rows: { block: BlockRow; person: BlockedPerson }[]; total: number }> {
  const where = and(eq(blocks.userId, userId), eq(blocks.blockableType, "User"));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        block: blocks,
        person: personColumns,
      })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockableId))
      .where(where)
      .orderBy(desc(blocks.id))
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockableId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Blocking a post hides it from the blocker's feed and timelines; its author is not blocked. A post
 * the blocker may not see (its author and the blocker are kept apart) is answered as missing.
 */
export async function hidePost(
  db: Db,
  userId: number,
  postId: number,
): Promise<{ block: BlockRow; created: boolean }> {
  const [post] = await db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!post || (await isBlockedPair(db, userId, post.userId))) {
    throw invalid({ blockable_id: ["The selected blockable id is invalid."] });
  }
  if (post.userId === userId) throw invalid({ blockable_id: ["You cannot block your own post."] });
  const mine = and(
    eq(blocks.userId, userId),
    eq(blocks.blockableType, "Post"),
    eq(blocks.blockableId, post.id),
  );
  const [created] = await db
    .insert(blocks)
    .values({ userId, blockableType: "Post", blockableId: post.id })
    .onConflictDoNothing()
    .returning();
  const block = created ?? (await db.select().from(blocks).where(mine).limit(1))[0]!;
  return { block, created: created !== undefined };
}

/** Blocks `other` for `userId`; a block ends following both ways (unblocking does not bring it back). */
export async function blockPerson(
  db: Db,
  userId: number,
  other: number,
): Promise<{ block: BlockRow; person: BlockedPerson; created: boolean }> {
  if (other === userId) throw invalid({ blockable_id: ["You cannot block yourself."] });
  const [person] = await db.select(personColumns).from(users).where(eq(users.id, other)).limit(1);
  if (!person) throw invalid({ blockable_id: ["The selected blockable id is invalid."] });
  const row = await db.transaction(async (tx) => {
    await lockPair(tx, userId, other, "no key update");
    const [created] = await tx
      .insert(blocks)
      .values({ userId, blockableType: "User", blockableId: other })
      .onConflictDoNothing()
      .returning();
    await tx
      .delete(follows)
      .where(
        and(
          eq(follows.followableType, "user"),
          or(
            and(eq(follows.userId, userId), eq(follows.followableId, other)),
            and(eq(follows.userId, other), eq(follows.followableId, userId)),
          ),
        ),
      );
    if (created) return { block: created, created: true };
    const [existing] = await tx.select().from(blocks).where(blockOf(userId, other)).limit(1);
    return { block: existing!, created: false };
  });
  return { ...row, person };
}

/** Removes block `id` if `userId` owns it; 404 "Block not found." otherwise. */
export async function unblock(db: Db, userId: number, id: number): Promise<void> {
  const [removed] = await db
    .delete(blocks)
    .where(and(eq(blocks.id, id), eq(blocks.userId, userId)))
    .returning({ id: blocks.id });
  if (!removed) throw notFound("Block");
}
