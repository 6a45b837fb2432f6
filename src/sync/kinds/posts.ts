// Mutation kinds for posts: create (with optional image), update, delete — on a user or library timeline.
import * as postsApi from "../../api/posts";
import type { Post, UserSummary } from "../../api/schemas";
import type { MirrorDb, PostRow, TimelineEntryRow } from "../../db";
import { defineKind, remapQueued, type TempId } from "../engine";
import { dropWithDependents, editPost, findUnsent } from "./helpers";
import { keys } from "../keys";

type Timeline = postsApi.Timeline;
export const timelineKey = (t: Timeline) => `${t.type}:${t.id}`;

export interface PostCreatePayload {
  tempId: TempId;
  timeline: Timeline;
  title: string | null;
  body: string;
  image: Blob | null;
  author: UserSummary;
  postable: PostRow["postable"];
  createdAt: string;
}
export interface PostUpdatePayload {
  postId: number | string;
  timeline: Timeline;
  title: string | null;
  body: string;
  image: Blob | null;
}
export interface PostDeletePayload {
  postId: number | string;
  timeline: Timeline;
}

/** Moves every mirror row of a post from its temporary id to the server's. */
async function movePost(db: MirrorDb, from: string, server: Post): Promise<void> {
  const local = await db.posts.get(from);
  await db.posts.delete(from);
  await db.posts.put({
    ...server,
    comments_data: local
      ? {
          total: Math.max(local.comments_data.total, server.comments_data.total),
          latest: local.comments_data.latest.map((c) => ({ ...c, post_id: server.id })),
        }
      : server.comments_data,
    likes_data: local?.likes_data ?? server.likes_data,
    my_like: local?.my_like ?? server.my_like,
  });
  const entries = await db.timelineEntries.where("postId").equals(from).toArray();
  await db.timelineEntries.bulkDelete(
    entries.map((e) => [e.timeline, e.postId] as [string, string]),
  );
  await db.timelineEntries.bulkPut(entries.map((e) => ({ ...e, postId: server.id })));
  await db.comments.where("post_id").equals(from).modify({ post_id: server.id });
}

/** What deleting a post replaced: its row and its timeline entries. */
type Removed = { post?: PostRow; entries: TimelineEntryRow[] };

async function removePost(db: MirrorDb, id: number | string): Promise<Removed> {
  const post = await db.posts.get(id);
  const entries = await db.timelineEntries.where("postId").equals(id).toArray();
  await db.posts.delete(id);
  await db.timelineEntries.bulkDelete(
    entries.map((e) => [e.timeline, e.postId] as [string, string | number]),
  );
  return { post, entries };
}

/** What an edit of a post replaced. */
type PostEditUndo = Pick<PostRow, "title" | "body" | "image_url"> & { localImage: Blob | null };

export const postCreate = defineKind("post.create")<PostCreatePayload, Post, null>({
  entityKey: (p) => keys.post(p.tempId),
  protects: (p) => [keys.post(p.tempId)],
  creates: (p) => p.tempId,
  refersTo: () => [],
  async apply(db, p, mutationId) {
    await db.posts.put({
      id: p.tempId,
      title: p.title,
      body: p.body,
      image_url: null,
      created_at: p.createdAt,
      user: p.author,
      postable_type: p.timeline.type,
      postable: p.postable,
      comments_data: { total: 0, latest: [] },
      likes_data: { total: 0, users: [] },
      my_like: null,
      localImage: p.image,
      pendingBy: mutationId,
    });
    const rank = -Date.parse(p.createdAt);
    await db.timelineEntries.bulkPut([
      { timeline: "feed", postId: p.tempId, rank },
      { timeline: timelineKey(p.timeline), postId: p.tempId, rank },
    ]);
    return null;
  },
  send: (p, key) => postsApi.createPost(p.timeline, p, key),
  async reconcile(db, p, answer, row) {
    await movePost(db, p.tempId, answer);
    await remapQueued(db, p.tempId, answer.id, "post", row.id);
  },
  async rollback(db, p) {
    // Comments queued on it stay with their own mutations (discarding the post discards them too).
    await removePost(db, p.tempId);
  },
});

export const postUpdate = defineKind("post.update")<PostUpdatePayload, Post, PostEditUndo | null>({
  entityKey: (p) => keys.post(p.postId),
  protects: (p) => [keys.post(p.postId)],
  refersTo: (p) => [p.postId],
  async coalesce(db, p, queued) {
    const create = findUnsent(queued, postCreate, (c) => c.tempId === p.postId);
    if (!create) return false;
    await db.outbox.update(create.seq!, {
      payload: {
        ...create.payload,
        title: p.title,
        body: p.body,
        image: p.image ?? create.payload.image,
      },
    });
    await editPost(db, p.postId, (post) => {
      post.title = p.title;
      post.body = p.body;
      if (p.image) post.localImage = p.image;
    });
    return true;
  },
  async apply(db, p, mutationId) {
    const post = await db.posts.get(p.postId);
    await editPost(db, p.postId, (row) => {
      row.title = p.title;
      row.body = p.body;
      if (p.image) row.localImage = p.image;
      row.pendingBy = mutationId;
    });
    return post
      ? {
          title: post.title,
          body: post.body,
          image_url: post.image_url,
          localImage: post.localImage ?? null,
        }
      : null;
  },
  send: (p, key) => postsApi.updatePost(p.timeline, p.postId as number, p, key),
  async reconcile(db, _p, server) {
    await editPost(db, server.id, (row) => {
      row.title = server.title;
      row.body = server.body;
      row.image_url = server.image_url;
      row.updated_at = server.updated_at;
      delete row.localImage;
      delete row.pendingBy;
    });
  },
  async rollback(db, p, undo) {
    if (!undo) return;
    await editPost(db, p.postId, (row) => {
      Object.assign(row, undo);
      delete row.pendingBy;
    });
  },
});

export const postDelete = defineKind("post.delete")<PostDeletePayload, unknown, Removed | null>({
  entityKey: (p) => keys.post(p.postId),
  protects: (p) => [keys.post(p.postId)],
  refersTo: (p) => [p.postId],
  async coalesce(db, p, queued) {
    const create = findUnsent(queued, postCreate, (c) => c.tempId === p.postId);
    if (!create) return false;
    await dropWithDependents(db, create);
    await removePost(db, p.postId);
    await db.comments.where("post_id").equals(p.postId).delete();
    return true;
  },
  async apply(db, p) {
    // Unsent likes, comments and edits of a post being deleted have nothing left to act on.
    // Each of them keeps the post from pulls (its `protects`): read by that index, not the whole queue.
    const moot = (await db.outbox.where("protects").equals(keys.post(p.postId)).toArray()).filter(
      (r) => r.state === "pending" && r.payload.postId === p.postId,
    );
    for (const r of moot) await dropWithDependents(db, r);
    return removePost(db, p.postId);
  },
  send: (p, key) => postsApi.deletePost(p.timeline, p.postId as number, key),
  async reconcile(db, p) {
    await removePost(db, p.postId);
  },
  async rollback(db, _p, undo) {
    if (undo?.post) await db.posts.put(undo.post);
    if (undo?.entries.length) await db.timelineEntries.bulkPut(undo.entries);
  },
});
