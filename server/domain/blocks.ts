// Blocks between readers: a block by either of two people keeps them apart in everything both read.
import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { blocks, users } from "../db/schema";
import { notFound } from "./errors";

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
