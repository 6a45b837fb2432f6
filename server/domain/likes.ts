// Likes of a post: the list, the caller's own like, one like per user per post, unliking.
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { likes } from "../db/schema";
import { forbidden, invalid, notFound } from "./errors";
import { likeJson } from "../serialize/posts";
import { blockedPairIds } from "./blocks";
import { notBlocked, usersById } from "./post-details";

/** Thumbs up, as the client shows it (decoded safely, never as HTML). */
const DEFAULT_EMOJI = "&#128077;";
/** One to eight numeric character references, e.g. "&#128077;" or "&#x1F44D;". */
const EMOJI_PATTERN = /^(?:&#(?:\d{1,7}|x[0-9a-fA-F]{1,6});){1,8}$/;

export async function likePage(
  db: Db,
  postId: number,
  viewerId: number,
  page: { offset: number; perPage: number },
) {
  const blocked = await blockedPairIds(db, viewerId);
  const where = and(eq(likes.postId, postId), notBlocked(likes.userId, blocked));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(likes)
      .where(where)
      .orderBy(desc(likes.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(likes).where(where),
  ]);
  const people = await usersById(
    db,
    rows.map((r) => r.userId),
  );
  const items = rows.flatMap((r) => {
    const liker = people.get(r.userId);
    return liker ? [likeJson(r, liker)] : [];
  });
  return { items, total: Number(total?.n ?? 0) };
}

export async function myLike(db: Db, postId: number, userId: number) {
  const [row] = await db
    .select()
    .from(likes)
    .where(and(eq(likes.postId, postId), eq(likes.userId, userId)))
    .limit(1);
  if (!row) return null;
  const people = await usersById(db, [userId]);
  return likeJson(row, people.get(userId)!);
}

/**
 * Likes the post with `emoji` (thumbs up when none is given); a second like by the same user answers
 * the existing one (created: false).
 */
export async function addLike(db: Db, postId: number, userId: number, given: string | null) {
  const emoji = given ?? DEFAULT_EMOJI;
  if (!EMOJI_PATTERN.test(emoji))
    throw invalid({
      emoji_html_code: [
        "The emoji html code field must be an HTML character reference like &#128077;.",
      ],
    });
  const inserted = await db
    .insert(likes)
    .values({ postId, userId, emojiHtmlCode: emoji })
    .onConflictDoNothing()
    .returning({ id: likes.id });
  const like = await myLike(db, postId, userId);
  return { like: like!, created: inserted.length > 0 };
}

/** Removes the caller's own like; someone else's like is 403. */
export async function deleteLike(db: Db, postId: number, likeId: number, userId: number) {
  const [row] = await db
    .select()
    .from(likes)
    .where(and(eq(likes.id, likeId), eq(likes.postId, postId)))
    .limit(1);
  if (!row) throw notFound("Like");
  if (row.userId !== userId) throw forbidden("You can only remove your own like.");
  await db.delete(likes).where(eq(likes.id, row.id));
}
