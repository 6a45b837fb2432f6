// Which posts a reader sees: the news feed (own posts, followed users and libraries, libraries they
// belong to, never blocked authors) and the user and library timelines.
import { and, count, desc, eq, inArray, notInArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { follows, libraryMembers, posts } from "../db/schema";
import type { PostRow } from "../serialize/posts";
import { blockedUsersQuery } from "./blocks";
import { hydratePosts } from "./post-details";

export const POSTS_PER_PAGE = 10;

function followedQuery(db: Db, userId: number, type: "user" | "library") {
  return db
    .select({ id: follows.followableId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.followableType, type)));
}

/** The feed of `userId`, as one WHERE condition on posts. */
export function feedCondition(db: Db, userId: number): SQL {
  const memberOf = db
    .select({ id: libraryMembers.libraryId })
    .from(libraryMembers)
    .where(eq(libraryMembers.userId, userId));
  return and(
    or(
      eq(posts.userId, userId),
      inArray(posts.userId, followedQuery(db, userId, "user")),
      and(
        eq(posts.postableType, "library"),
        or(
          inArray(posts.postableId, followedQuery(db, userId, "library")),
          inArray(posts.postableId, memberOf),
        ),
      ),
    ),
    notInArray(posts.userId, blockedUsersQuery(db, userId)),
  )!;
}

/** Posts on one timeline, without those by authors the viewer blocked. */
export function timelineCondition(
  db: Db,
  viewerId: number,
  type: "user" | "library",
  id: number,
): SQL {
  return and(
    eq(posts.postableType, type),
    eq(posts.postableId, id),
    notInArray(posts.userId, blockedUsersQuery(db, viewerId)),
  )!;
}

/** One page of posts matching `where`, newest first, ready for the API. */
export async function postPage(
  db: Db,
  where: SQL,
  viewerId: number,
  page: { offset: number; perPage: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return {
    items: await hydratePosts(db, rows as PostRow[], viewerId),
    total: Number(total?.n ?? 0),
  };
}

export async function onePost(db: Db, row: PostRow, viewerId: number) {
  const [json] = await hydratePosts(db, [row], viewerId);
  return json;
}
