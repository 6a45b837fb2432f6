// Who a reader has blocked: their posts and comments disappear from everything the blocker reads.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { blocks } from "../db/schema";

/** The block table names blocked people "User" (as the client sends it); lower case is accepted too. */
const USER_TYPES = ["User", "user"];

/** A subquery of the user ids `userId` has blocked, for `notInArray(column, …)`. */
export function blockedUsersQuery(db: Db, userId: number) {
  return db
    .select({ id: blocks.blockableId })
    .from(blocks)
    .where(and(eq(blocks.userId, userId), inArray(blocks.blockableType, USER_TYPES)));
}

/** The user ids `userId` has blocked (usually a handful). */
export async function blockedUserIds(db: Db, userId: number): Promise<number[]> {
  const rows = await blockedUsersQuery(db, userId);
  return rows.map((r) => r.id);
}

/** Whether `userId` blocked `otherId`. */
export async function hasBlocked(db: Db, userId: number, otherId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      and(
        eq(blocks.userId, userId),
        eq(blocks.blockableId, otherId),
        inArray(blocks.blockableType, USER_TYPES),
      ),
    )
    .limit(1);
  return row !== undefined;
}
