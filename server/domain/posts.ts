// Post rules: who may write on which timeline, who may edit or delete a post, loading one post, and
// writing, editing and deleting posts.
import { eq } from "drizzle-orm";
import * as v from "valibot";
import type { UploadStore } from "../uploads/store";
import type { Db } from "../db/client";
import { libraries, posts, users } from "../db/schema";
import type { PostRow } from "../serialize/posts";
import { storeImage } from "../uploads/storage";
import { forbidden, notFound } from "./errors";
import { check, optionalText, requiredText, type Input } from "./fields";
import { libraryPermissions, LIBRARY_EDIT } from "./permissions";
import { isBlockedPair, requireNotBlocked } from "./blocks";
import { onePost } from "./post-details";

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

// ---- Writing -----------------------------------------------------------------------------------

type Uploads = UploadStore;

const PostInput = v.object({
  title: optionalText("title", 255),
  body: requiredText("body", 10_000),
});
/** An edit changes only the fields it carries: a title sent empty clears it, one left out stays. */
const PostEdit = v.object({
  title: PostInput.entries.title,
  body: v.optional(PostInput.entries.body),
});

/**
 * Title and body, then the optional image (stored only once the text fields are valid): its URL, null
 * to remove the one there is (`remove_image`), undefined to keep it.
 */
async function postFields<S extends typeof PostInput | typeof PostEdit>(
  uploads: Uploads,
  schema: S,
  input: Input,
) {
  const fields = check(schema, input);
  const image = input.image;
  const imageUrl =
    image === undefined || image === null || image === ""
      ? undefined
      : await storeImage(uploads, "image", image);
  const removeImage = ["1", "true", true, 1].includes(input.remove_image as never);
  return { ...fields, imageUrl: imageUrl ?? (removeImage ? null : undefined) };
}

/** 404 unless the timeline is there for the user, then 403 unless they may post on it. */
export async function requirePostable(db: Db, type: TimelineType, id: number, userId: number) {
  await requireTimeline(db, type, id, userId);
  await requireCanPost(db, type, id, userId);
}

/** Writes `userId`'s post on the timeline (see requirePostable); answers it as the feed shows it. */
export async function createPost(
  db: Db,
  uploads: Uploads,
  userId: number,
  timeline: { type: TimelineType; id: number },
  input: Input,
) {
  const fields = await postFields(uploads, PostInput, input);
  const [row] = await db
    .insert(posts)
    .values({
      userId,
      postableType: timeline.type,
      postableId: timeline.id,
      title: fields.title,
      body: fields.body,
      imageUrl: fields.imageUrl ?? null,
    })
    .returning();
  return onePost(db, row!, userId);
}

/** The post on this timeline that `userId` may edit or delete: 404 for either missing, then 403. */
export async function findChangeablePost(
  db: Db,
  type: TimelineType,
  timelineId: number,
  postId: number,
  userId: number,
): Promise<PostRow> {
  await requireTimeline(db, type, timelineId, userId);
  const row = await findTimelinePost(db, type, timelineId, postId, userId);
  await requireCanChange(db, row, userId);
  return row;
}

/** Changes the fields `input` carries; an edit without a new image keeps the old one unless removed. */
export async function editPost(
  db: Db,
  uploads: Uploads,
  row: PostRow,
  userId: number,
  input: Input,
) {
  const fields = await postFields(uploads, PostEdit, input);
  const [updated] = await db
    .update(posts)
    .set({
      ...("title" in input ? { title: fields.title } : {}),
      ...(fields.body === undefined ? {} : { body: fields.body }),
      ...(fields.imageUrl === undefined ? {} : { imageUrl: fields.imageUrl }),
      updatedAt: new Date(),
    })
    .where(eq(posts.id, row.id))
    .returning();
  return onePost(db, updated!, userId);
}

export async function deletePost(db: Db, row: PostRow): Promise<void> {
  await db.delete(posts).where(eq(posts.id, row.id));
}
