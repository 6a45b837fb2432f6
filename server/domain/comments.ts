// Comments under a post: the list (oldest first, without people blocked either way), adding, editing and deleting.
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { comments } from "../db/schema";
import { forbidden, notFound } from "./errors";
import { commentJson, type PostRow } from "../serialize/posts";
import { blockedPairIds } from "./blocks";
import { notBlocked, usersById } from "./post-details";

export async function commentPage(
  db: Db,
  postId: number,
  viewerId: number,
  page: { offset: number; perPage: number },
) {
  const blocked = await blockedPairIds(db, viewerId);
  const where = and(eq(comments.postId, postId), notBlocked(comments.userId, blocked));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(comments)
      .where(where)
      .orderBy(asc(comments.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  const people = await usersById(
    db,
    rows.map((r) => r.userId),
  );
  const items = rows.flatMap((r) => {
    const author = people.get(r.userId);
    return author ? [commentJson(r, author)] : [];
  });
  return { items, total: Number(total?.n ?? 0) };
}

export async function addComment(db: Db, postId: number, userId: number, body: string) {
  const [row] = await db.insert(comments).values({ postId, userId, body }).returning();
  const people = await usersById(db, [userId]);
  return commentJson(row!, people.get(userId)!);
}

/** Only the comment's author may change its text. */
export async function editComment(
  db: Db,
  postId: number,
  commentId: number,
  userId: number,
  body: string,
) {
  const row = await findComment(db, postId, commentId);
  if (row.userId !== userId) throw forbidden("Only the comment's author can edit this comment.");
  const [updated] = await db
    .update(comments)
    .set({ body })
    .where(eq(comments.id, row.id))
    .returning();
  const people = await usersById(db, [userId]);
  return commentJson(updated!, people.get(userId)!);
}

async function findComment(db: Db, postId: number, commentId: number) {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.postId, postId)))
    .limit(1);
  if (!row) throw notFound("Comment");
  return row;
}

/** The comment's author or the post's author may delete it. */
export async function deleteComment(db: Db, post: PostRow, commentId: number, userId: number) {
  const row = await findComment(db, post.id, commentId);
  if (row.userId !== userId && post.userId !== userId)
    throw forbidden("Only the comment's author or the post's author can delete this comment.");
  await db.delete(comments).where(eq(comments.id, row.id));
}
