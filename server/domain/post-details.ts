// Turns post rows into API posts: authors, timelines, comment and like summaries, the caller's like.
// One query per aggregate for all the rows (never one per post). Pages of posts are built in SQL
// (post-pages.ts) to the same shape.
import { and, count, eq, inArray, lte, ne, notInArray, sql, type Column } from "drizzle-orm";
import type { Db } from "../db/client";
import { comments, libraries, likes, users } from "../db/schema";
import {
  commentJson,
  likeJson,
  postJson,
  type CommentJson,
  type LikeJson,
  type PostJson,
  type PostRow,
} from "../serialize/posts";
import type { LibraryShortRow } from "../serialize/libraries";
import type { UserSummaryRow } from "../serialize/users";
import { blockedPairIds } from "./blocks";

/** How many of the newest comments ride along with each post, and how many likers are named. */
export const LATEST_COMMENTS = 3;
export const NAMED_LIKERS = 3;

const summaryColumns = {
  id: users.id,
  firstName: users.firstName,
  surname: users.surname,
  nickname: users.nickname,
  photoUrl: users.photoUrl,
};

export async function usersById(db: Db, ids: number[]): Promise<Map<number, UserSummaryRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(summaryColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, u]));
}

async function librariesById(db: Db, ids: number[]): Promise<Map<number, LibraryShortRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: libraries.id,
      name: libraries.name,
      title: libraries.title,
      logoUrl: libraries.logoUrl,
    })
    .from(libraries)
    .where(inArray(libraries.id, unique));
  return new Map(rows.map((l) => [l.id, l]));
}

/** `column NOT IN blocked` (people blocked either way), or nothing when there are none. */
export const notBlocked = (column: Column, blocked: number[]) =>
  blocked.length ? notInArray(column, blocked) : undefined;

export async function hydratePosts(db: Db, rows: PostRow[], viewerId: number): Promise<PostJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const blocked = await blockedPairIds(db, viewerId);

  const commentRank = sql<number>`row_number() over (partition by ${comments.postId} order by ${comments.id} desc)`;
  const rankedComments = db
    .select({
      id: comments.id,
      postId: comments.postId,
      userId: comments.userId,
      body: comments.body,
      createdAt: comments.createdAt,
      rank: commentRank.as("rank"),
    })
    .from(comments)
    .where(and(inArray(comments.postId, ids), notBlocked(comments.userId, blocked)))
    .as("ranked_comments");

  const likerRank = sql<number>`row_number() over (partition by ${likes.postId} order by ${likes.id} desc)`;
  const rankedLikers = db
    .select({
      id: likes.id,
      postId: likes.postId,
      userId: likes.userId,
      emojiHtmlCode: likes.emojiHtmlCode,
      createdAt: likes.createdAt,
      rank: likerRank.as("rank"),
    })
    .from(likes)
    .where(
      and(
        inArray(likes.postId, ids),
        ne(likes.userId, viewerId),
        notBlocked(likes.userId, blocked),
      ),
    )
    .as("ranked_likers");

  const [commentTotals, latestComments, likeTotals, likers, myLikes] = await Promise.all([
    db
      .select({ postId: comments.postId, total: count() })
      .from(comments)
      .where(and(inArray(comments.postId, ids), notBlocked(comments.userId, blocked)))
      .groupBy(comments.postId),
    db
      .select()
      .from(rankedComments)
      .where(lte(rankedComments.rank, LATEST_COMMENTS))
      .orderBy(rankedComments.id),
    db
      .select({ postId: likes.postId, total: count() })
      .from(likes)
      .where(and(inArray(likes.postId, ids), notBlocked(likes.userId, blocked)))
      .groupBy(likes.postId),
    db
      .select({
        id: rankedLikers.id,
        postId: rankedLikers.postId,
        userId: rankedLikers.userId,
        emojiHtmlCode: rankedLikers.emojiHtmlCode,
        createdAt: rankedLikers.createdAt,
      })
      .from(rankedLikers)
      .where(lte(rankedLikers.rank, NAMED_LIKERS))
      .orderBy(rankedLikers.postId, sql`${rankedLikers.rank}`),
    db
      .select()
      .from(likes)
      .where(and(inArray(likes.postId, ids), eq(likes.userId, viewerId))),
  ]);

  const people = await usersById(db, [
    viewerId,
    ...rows.map((r) => r.userId),
    ...rows.filter((r) => r.postableType === "user").map((r) => r.postableId),
    ...latestComments.map((c) => c.userId),
    ...likers.map((l) => l.userId),
  ]);
  const libs = await librariesById(
    db,
    rows.filter((r) => r.postableType === "library").map((r) => r.postableId),
  );

  const commentTotal = new Map(commentTotals.map((r) => [r.postId, Number(r.total)]));
  const likeTotal = new Map(likeTotals.map((r) => [r.postId, Number(r.total)]));
  const latestByPost = new Map<number, CommentJson[]>();
  for (const c of latestComments) {
    const author = people.get(c.userId);
    if (!author) continue;
    const list = latestByPost.get(c.postId) ?? [];
    list.push(
      commentJson(
        { id: c.id, postId: c.postId, userId: c.userId, body: c.body, createdAt: c.createdAt },
        author,
      ),
    );
    latestByPost.set(c.postId, list);
  }
  const likersByPost = new Map<number, LikeJson[]>();
  for (const l of likers) {
    const liker = people.get(l.userId);
    if (!liker) continue;
    likersByPost.set(l.postId, [...(likersByPost.get(l.postId) ?? []), likeJson(l, liker)]);
  }
  const viewer = people.get(viewerId);
  const mine = new Map<number, LikeJson>();
  for (const l of myLikes) if (viewer) mine.set(l.postId, likeJson(l, viewer));

  const out: PostJson[] = [];
  for (const row of rows) {
    const author = people.get(row.userId);
    const owner =
      row.postableType === "library" ? libs.get(row.postableId) : people.get(row.postableId);
    if (!author || !owner) continue;
    out.push(
      postJson(row, {
        author,
        postable:
          row.postableType === "library"
            ? { type: "library", library: owner as LibraryShortRow }
            : { type: "user", user: owner as UserSummaryRow },
        comments: { total: commentTotal.get(row.id) ?? 0, latest: latestByPost.get(row.id) ?? [] },
        likes: { total: likeTotal.get(row.id) ?? 0, latest: likersByPost.get(row.id) ?? [] },
        myLike: mine.get(row.id) ?? null,
      }),
    );
  }
  return out;
}

/** One post as the API shows it to `viewerId`. */
export async function onePost(db: Db, row: PostRow, viewerId: number) {
  const [json] = await hydratePosts(db, [row], viewerId);
  return json;
}
