// Post rules: who may write on which timeline, who may edit or delete a post, and loading one post.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { libraries, posts, users } from "../db/schema";
import { forbidden, notFound } from "./errors";
import type { PostRow } from "../serialize/posts";
import { libraryPermissions, LIBRARY_EDIT } from "./permissions";
import { isBlockedPair, requireNotBlocked } from "./blocks";

export type TimelineType = "user" | "library";

/**
 * 404 unless the timeline's owner (a user or a library) exists and, for a user, the viewer and the
 * owner have not blocked each other (answered as a user that does not exist).
 */
export async function requireTimeline(
  db: Db,
  type: TimelineType,
  id: number,
  viewerId: number,
): Promise<void> {
  const table = type === "user" ? users : libraries;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw notFound(type === "user" ? "User" : "Library");
  if (type === "user") await requireNotBlocked(db, viewerId, id);
}

/** A user posts only on their own timeline; a library timeline needs library_edit. */
export async function requireCanPost(
  db: Db,
  type: TimelineType,
  id: number,
  userId: number,
): Promise<void> {
  if (type === "user") {
    if (id !== userId) throw forbidden("You can only post on your own timeline.");
    return;
  }
  const granted = await libraryPermissions(db, id, userId);
  if (!granted.has(LIBRARY_EDIT))
    throw forbidden("You need the library_edit permission to post for this library.");
}

/**
 * The post, which must be visible to the viewer (its author and the viewer have not blocked each other),
 * or 404: a blocked pair can neither read, comment on, like nor report each other's posts.
 */
export async function findVisiblePost(db: Db, postId: number, viewerId: number): Promise<PostRow> {
  const [row] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  if (!row) throw notFound("Post");
  if (row.userId !== viewerId && (await isBlockedPair(db, viewerId, row.userId)))
    throw notFound("Post");
  return row;
}

/** The post on this timeline, or 404 (a post id under another timeline's path does not exist there). */
export async function findTimelinePost(
  db: Db,
  type: TimelineType,
  timelineId: number,
  postId: number,
  viewerId: number,
): Promise<PostRow> {
  const row = await findVisiblePost(db, postId, viewerId);
  if (row.postableType !== type || row.postableId !== timelineId) throw notFound("Post");
  return row;
}

/**
 * Editing or deleting: the author always; on a library timeline also whoever holds library_edit.
 * On a user timeline only the author.
 */
export async function requireCanChange(db: Db, row: PostRow, userId: number): Promise<void> {
  if (row.userId === userId) return;
  if (row.postableType === "library") {
    const granted = await libraryPermissions(db, row.postableId, userId);
    if (granted.has(LIBRARY_EDIT)) return;
  }
  throw forbidden("Only the author can change this post.");
}
