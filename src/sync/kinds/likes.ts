// Mutation kinds for likes: like and unlike a post; a like and an unlike still unsent cancel out.
import * as likesApi from "../../api/likes";
import type { Like, UserSummary } from "../../api/schemas";
import type { MirrorDb, PostRow } from "../../db";
import { defineKind, remapQueued, type TempId } from "../engine";
import { dropWithDependents, editPost, findUnsent } from "./helpers";
import { keys } from "../keys";

export interface LikeCreatePayload {
  tempId: TempId;
  postId: number | string;
  emoji: string;
  user: UserSummary;
}
export interface LikeDeletePayload {
  postId: number | string;
  likeId: number | string;
}

type MyLike = PostRow["my_like"];

async function setMyLike(db: MirrorDb, postId: number | string, like: MyLike): Promise<MyLike> {
  let previous: MyLike = null;
  await editPost(db, postId, (post) => {
    previous = post.my_like;
    if (!previous && like) post.likes_data.total += 1;
    if (previous && !like) post.likes_data.total = Math.max(0, post.likes_data.total - 1);
    post.my_like = like;
  });
  return previous;
}

export const likeCreate = defineKind("like.create")<LikeCreatePayload, Like, MyLike>({
  entityKey: (p) => keys.like(p.postId),
  // A like changes its post's like summary.
  protects: (p) => [keys.like(p.postId), keys.post(p.postId)],
  creates: (p) => p.tempId,
  refersTo: (p) => [p.postId],
  async coalesce(db, p, queued) {
    const unlike = findUnsent(queued, likeDelete, (d) => d.postId === p.postId);
    if (!unlike) return false;
    // Unlike then like again, neither sent: the server already holds the original like.
    await dropWithDependents(db, unlike);
    await setMyLike(db, p.postId, unlike.undo ?? null);
    return true;
  },
  async apply(db, p) {
    return setMyLike(db, p.postId, { id: p.tempId, user: p.user, emoji_html_code: p.emoji });
  },
  send: (p, key) => likesApi.createLike(p.postId as number, p.emoji, key),
  async reconcile(db, p, server, row) {
    await editPost(db, p.postId, (post) => {
      if (post.my_like?.id === p.tempId) post.my_like = server;
    });
    await remapQueued(db, p.tempId, server.id, "like", row.id);
  },
  async rollback(db, p, undo) {
    await setMyLike(db, p.postId, undo ?? null);
  },
});

export const likeDelete = defineKind("like.delete")<LikeDeletePayload, unknown, MyLike>({
  entityKey: (p) => keys.like(p.postId),
  protects: (p) => [keys.like(p.postId), keys.post(p.postId)],
  refersTo: (p) => [p.postId, p.likeId],
  async coalesce(db, p, queued) {
    const like = findUnsent(queued, likeCreate, (c) => c.postId === p.postId);
    if (!like) return false;
    await dropWithDependents(db, like);
    await setMyLike(db, p.postId, like.undo ?? null);
    return true;
  },
  async apply(db, p) {
    return setMyLike(db, p.postId, null);
  },
  send: (p, key) => likesApi.deleteLike(p.postId as number, p.likeId as number, key),
  async reconcile() {},
  async rollback(db, p, undo) {
    await setMyLike(db, p.postId, undo ?? null);
  },
});
