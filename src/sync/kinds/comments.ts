// Mutation kinds for comments: create, edit and delete, keeping the post's comment summary in step.
import * as commentsApi from "../../api/comments";
import type { Comment, UserSummary } from "../../api/schemas";
import type { CommentRow, MirrorDb } from "../../db";
import { defineKind, remapQueued, type TempId } from "../engine";
import { dropWithDependents, editPost, findUnsent } from "./helpers";
import { keys } from "../keys";

export interface CommentCreatePayload {
  tempId: TempId;
  postId: number | string;
  body: string;
  author: UserSummary;
  createdAt: string;
}
export interface CommentUpdatePayload {
  commentId: number | string;
  postId: number | string;
  body: string;
}
export interface CommentDeletePayload {
  commentId: number | string;
  postId: number | string;
}

const LATEST = 3;

async function addToPost(db: MirrorDb, row: CommentRow): Promise<void> {
  await editPost(db, row.post_id, (post) => {
    post.comments_data.total += 1;
    post.comments_data.latest = [...post.comments_data.latest, row].slice(-LATEST);
  });
}

async function removeFromPost(
  db: MirrorDb,
  postId: number | string,
  id: number | string,
): Promise<void> {
  await editPost(db, postId, (post) => {
    post.comments_data.total = Math.max(0, post.comments_data.total - 1);
    post.comments_data.latest = post.comments_data.latest.filter((c) => c.id !== id);
  });
}

export const commentCreate = defineKind("comment.create")<CommentCreatePayload, Comment, null>({
  entityKey: (p) => keys.comment(p.tempId),
  // A comment changes its post's comment count.
  protects: (p) => [keys.comment(p.tempId), keys.post(p.postId)],
  creates: (p) => p.tempId,
  refersTo: (p) => [p.postId],
  async apply(db, p, mutationId) {
    const row: CommentRow = {
      id: p.tempId,
      post_id: p.postId,
      body: p.body,
      user: p.author,
      created_at: p.createdAt,
      pendingBy: mutationId,
    };
    await db.comments.put(row);
    await addToPost(db, row);
    return null;
  },
  send: (p, key) => commentsApi.createComment(p.postId as number, p.body, key),
  async reconcile(db, p, server, mutation) {
    await db.comments.delete(p.tempId);
    await db.comments.put(server);
    await editPost(db, server.post_id, (post) => {
      post.comments_data.latest = post.comments_data.latest.map((c) =>
        c.id === p.tempId ? server : c,
      );
    });
    await remapQueued(db, p.tempId, server.id, "comment", mutation.id);
  },
  async rollback(db, p) {
    await db.comments.delete(p.tempId);
    await removeFromPost(db, p.postId, p.tempId);
  },
});

/**
 * Sets a comment's text in the mirror and in its post's latest three. `pendingBy` marks the mutation
 * now waiting on it; `settles` clears the mark only if that mutation set it (a later edit keeps its own).
 * Returns the text it replaced.
 */
async function setBody(
  db: MirrorDb,
  p: { commentId: number | string; postId: number | string },
  body: string,
  mark: { pendingBy: string } | { settles: string },
): Promise<string | null> {
  const row = await db.comments.get(p.commentId);
  if ("settles" in mark && row?.pendingBy && row.pendingBy !== mark.settles) return null;
  await db.comments
    .where("id")
    .equals(p.commentId)
    .modify((c) => {
      c.body = body;
      if ("pendingBy" in mark) c.pendingBy = mark.pendingBy;
      else delete c.pendingBy;
    });
  await editPost(db, p.postId, (post) => {
    post.comments_data.latest = post.comments_data.latest.map((c) =>
      c.id === p.commentId ? { ...c, body } : c,
    );
  });
  return row?.body ?? null;
}

export const commentUpdate = defineKind("comment.update")<
  CommentUpdatePayload,
  Comment,
  string | null
>({
  entityKey: (p) => keys.comment(p.commentId),
  protects: (p) => [keys.comment(p.commentId), keys.post(p.postId)],
  refersTo: (p) => [p.postId, p.commentId],
  /** An edit of an unsent comment, or of an unsent edit, changes that queued text instead. */
  async coalesce(db, p, queued) {
    const earlier =
      findUnsent(queued, commentCreate, (c) => c.tempId === p.commentId) ??
      findUnsent(queued, commentUpdate, (c) => c.commentId === p.commentId);
    if (!earlier) return false;
    await db.outbox.update(earlier.seq!, { payload: { ...earlier.payload, body: p.body } });
    await setBody(db, p, p.body, { pendingBy: earlier.id });
    return true;
  },
  async apply(db, p, mutationId) {
    return setBody(db, p, p.body, { pendingBy: mutationId });
  },
  send: (p, key) =>
    commentsApi.updateComment(p.postId as number, p.commentId as number, p.body, key),
  async reconcile(db, _p, server, row) {
    const at = { commentId: server.id, postId: server.post_id };
    await setBody(db, at, server.body, { settles: row.id });
  },
  async rollback(db, p, undo) {
    if (typeof undo !== "string") return;
    await db.comments
      .where("id")
      .equals(p.commentId)
      .modify((c) => delete c.pendingBy);
    await setBody(db, p, undo, { settles: "" });
  },
});

export const commentDelete = defineKind("comment.delete")<
  CommentDeletePayload,
  unknown,
  CommentRow | null
>({
  entityKey: (p) => keys.comment(p.commentId),
  protects: (p) => [keys.comment(p.commentId), keys.post(p.postId)],
  refersTo: (p) => [p.postId, p.commentId],
  async coalesce(db, p, queued) {
    const create = findUnsent(queued, commentCreate, (c) => c.tempId === p.commentId);
    if (!create) return false;
    await dropWithDependents(db, create);
    await db.comments.delete(p.commentId);
    await removeFromPost(db, p.postId, p.commentId);
    return true;
  },
  async apply(db, p) {
    const row = await db.comments.get(p.commentId);
    await db.comments.delete(p.commentId);
    await removeFromPost(db, p.postId, p.commentId);
    return row ?? null;
  },
  send: (p, key) => commentsApi.deleteComment(p.postId as number, p.commentId as number, key),
  async reconcile() {},
  async rollback(db, _p, undo) {
    if (!undo) return;
    await db.comments.put(undo);
    await addToPost(db, undo);
  },
});
