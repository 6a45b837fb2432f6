// Enqueue rules: one transaction, dependencies on temporary ids, coalescing, quota, retry and discard.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../session/session";
import type { MirrorDb } from "../../db";
import {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  editPost,
  follow,
  toggleLike,
  unfollow,
  updateProfile,
} from "../actions";
import { author, reader } from "../fakeServer.test-util";
import { discardMutation, enqueue, StorageFullError } from "./outbox";
import { useSyncStore } from "./store";
import { freshMirror, outboxRowsRead, queuedRow } from "../testing";

const timeline = { type: "user" as const, id: 1 };
let db: MirrorDb;

beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("token", reader);
});
afterEach(() => vi.restoreAllMocks());

const rows = () => db.outbox.orderBy("seq").toArray();

async function serverPost(id: number, liked = false) {
  await db.posts.put({
    id,
    title: null,
    body: "hello",
    image_url: null,
    created_at: "2026-11-22T10:00:00.000Z",
    user: author,
    postable_type: "user",
    postable: author,
    comments_data: { total: 0, latest: [] },
    likes_data: { total: liked ? 1 : 0, users: [] },
    my_like: liked ? { id: 77, user: author, emoji_html_code: "&#128077;" } : null,
  });
}

describe("enqueue", () => {
  it("writes the optimistic change and the outbox row together", async () => {
    const id = await createPost({ timeline, body: "Offline post" });
    expect((await db.posts.get(id))?.body).toBe("Offline post");
    expect(await db.timelineEntries.where("postId").equals(id).count()).toBe(2);
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: "post.create",
      state: "pending",
      attempts: 0,
      entityKey: `post:${id}`,
    });
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("leaves no outbox row when the mirror write fails", async () => {
    vi.spyOn(db.timelineEntries, "bulkPut").mockRejectedValue(new Error("disk error"));
    await expect(createPost({ timeline, body: "x" })).rejects.toThrow("disk error");
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.count()).toBe(0);
  });

  it("reports a full disk clearly and keeps what was queued before", async () => {
    await createPost({ timeline, body: "first" });
    vi.spyOn(db.timelineEntries, "bulkPut").mockRejectedValue(
      new DOMException("full", "QuotaExceededError"),
    );
    await expect(createPost({ timeline, body: "second" })).rejects.toBeInstanceOf(StorageFullError);
    expect(useSyncStore.getState().storageFull).toBe(true);
    expect((await rows()).map((r) => r.payload.body)).toEqual(["first"]);
  });

  it("makes mutations on an offline-created post wait for its creation", async () => {
    const postId = await createPost({ timeline, body: "p" });
    await toggleLike(postId);
    await addComment(postId, "c");
    const [create, like, comment] = await rows();
    expect(like!.dependsOn).toBe(create!.id);
    expect(comment!.dependsOn).toBe(create!.id);
    const post = await db.posts.get(postId);
    expect(post?.likes_data.total).toBe(1);
    expect(post?.comments_data.total).toBe(1);
  });
});

describe("with hundreds of other changes queued", () => {
  it("reads only the rows it may fold into or wait for, and still folds and waits", async () => {
    await db.outbox.bulkAdd(Array.from({ length: 300 }, (_, i) => queuedRow(`other-${i}`)));
    await serverPost(5);
    const read: number[] = [];
    const counted = async (work: () => Promise<unknown>) =>
      read.push(await outboxRowsRead(db, async () => void (await work())));
    // A like and an unlike of the same post fold into nothing.
    await counted(() => toggleLike(5));
    await counted(() => toggleLike(5));
    expect(await db.outbox.count()).toBe(300);
    // A comment on a post not yet sent waits for it, and an edit of the post folds into its create.
    const postId = await createPost({ timeline, body: "draft" });
    await counted(() => addComment(postId, "first"));
    await counted(() => editPost(postId, timeline, { body: "final" }));
    const [create, comment] = (await rows()).slice(300);
    expect(create).toMatchObject({ kind: "post.create", payload: { body: "final" } });
    expect(comment).toMatchObject({ kind: "comment.create", dependsOn: create!.id });
    // The few rows of that post or like only (one found both by its key and by the id it names); reading the
    // whole queue would be 300 and more each time.
    expect(Math.max(...read)).toBeLessThanOrEqual(3);
  });
});

describe("coalescing", () => {
  it("like then unlike of the same post cancel out", async () => {
    await serverPost(5);
    await toggleLike(5);
    await toggleLike(5);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.posts.get(5))?.likes_data.total).toBe(0);
    expect((await db.posts.get(5))?.my_like).toBeNull();
  });

  it("unlike then like again cancel out and keep the server's like", async () => {
    await serverPost(5, true);
    await toggleLike(5);
    expect((await rows())[0]).toMatchObject({ kind: "like.delete", payload: { likeId: 77 } });
    await toggleLike(5);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.posts.get(5))?.my_like?.id).toBe(77);
    expect((await db.posts.get(5))?.likes_data.total).toBe(1);
  });

  it("editing an unsent post folds into its create", async () => {
    const id = await createPost({ timeline, body: "draft" });
    await editPost(id, timeline, { body: "final" });
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ kind: "post.create", payload: { body: "final" } });
    expect((await db.posts.get(id))?.body).toBe("final");
  });

  it("deleting an unsent post drops it and everything that depends on it", async () => {
    await serverPost(5);
    await toggleLike(5);
    const id = await createPost({ timeline, body: "oops" });
    await toggleLike(id);
    const c = await addComment(id, "comment");
    await deletePost(id, timeline);
    expect((await rows()).map((r) => r.kind)).toEqual(["like.create"]);
    expect(await db.posts.get(id)).toBeUndefined();
    expect(await db.comments.get(c)).toBeUndefined();
    expect(await db.timelineEntries.where("postId").equals(id).count()).toBe(0);
  });

  it("deleting an unsent comment drops its create", async () => {
    await serverPost(5);
    const c = await addComment(5, "typo");
    await deleteComment(c, 5);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.posts.get(5))?.comments_data.total).toBe(0);
  });

  it("follow then unfollow cancel out", async () => {
    await follow({ type: "library", id: 3 });
    expect((await db.follows.get("library:3"))?.following).toBe(true);
    await unfollow({ type: "library", id: 3 });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.follows.get("library:3")).toBeUndefined();
  });

  it("two unsent profile edits merge into one", async () => {
    await db.users.put({ ...author });
    await updateProfile({ first_name: "A" });
    await updateProfile({ email: "a@b.c" });
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]!.payload.fields).toEqual({ first_name: "A", email: "a@b.c" });
  });

  it("does not fold into a mutation already being sent", async () => {
    const id = await createPost({ timeline, body: "draft" });
    await db.outbox.toCollection().modify({ state: "sending" });
    await editPost(id, timeline, { body: "final" });
    const all = await rows();
    expect(all.map((r) => r.kind)).toEqual(["post.create", "post.update"]);
    expect(all[1]!.dependsOn).toBe(all[0]!.id);
  });
});

describe("discard", () => {
  it("rolls back a queued mutation and its dependents", async () => {
    const id = await createPost({ timeline, body: "p" });
    await addComment(id, "c");
    const [create] = await rows();
    await discardMutation(create!.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.get(id)).toBeUndefined();
    expect(await db.comments.count()).toBe(0);
  });

  it("refuses unknown kinds", async () => {
    // @ts-expect-error unknown kind on purpose
    await expect(enqueue("nope", {}, db)).rejects.toThrow(/Unknown mutation kind/);
  });
});
