// Replay rules against a fake server: order, id remapping, each outcome class, backoff, 401 pause/resume.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { useSession } from "../../session/session";
import type { MirrorDb } from "../../db";
import { addComment, createPost, follow, toggleLike } from "../actions";
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from "./backoff";
import { author, fakeServer, reader, type FakeServer } from "../fakeServer.test-util";
import { discardMutation, retryMutation } from "./outbox";
import { replayQueue } from "./replay";
import { replayNow, startSync } from "./scheduler";
import { useSyncStore } from "./store";
import { fakeApi, freshMirror } from "../testing";

const timeline = { type: "user" as const, id: 1 };
const user = reader;
let db: MirrorDb;
let server: FakeServer;
const NOW = 1_000_000;
const opts = { now: () => NOW, random: () => 0.5 };

beforeEach(async () => {
  db = await freshMirror();
  server = fakeServer();
  fakeApi(server.handler);
  useSession.getState().signIn("token", user);
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

const rows = () => db.outbox.orderBy("seq").toArray();

describe("replay", () => {
  it("sends in order with Idempotency-Key = mutation id, remaps temporary ids and empties the queue", async () => {
    const tmp = await createPost({ timeline, body: "offline post" });
    await toggleLike(tmp);
    const c = await addComment(tmp, "first!");
    await follow({ type: "library", id: 3 });
    const ids = (await rows()).map((r) => r.id);

    expect(await replayQueue(db, opts)).toEqual({ reason: "empty" });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST users/1/posts",
      "POST posts/500/likes",
      "POST posts/500/comments",
      "POST libraries/3/follow",
    ]);
    expect(server.requests.map((r) => r.key)).toEqual(ids);
    expect(await db.outbox.count()).toBe(0);

    const post = await db.posts.get(500);
    expect(await db.posts.get(tmp)).toBeUndefined();
    expect(post?.my_like?.id).toBe(501);
    expect(post?.likes_data.total).toBe(1);
    expect(post?.comments_data.latest.map((x) => x.id)).toEqual([502]);
    expect((await db.comments.get(502))?.post_id).toBe(500);
    expect(await db.comments.get(c)).toBeUndefined();
    expect(
      (await db.timelineEntries.where("postId").equals(500).toArray())
        .map((e) => e.timeline)
        .sort(),
    ).toEqual(["feed", "user:1"]);
    expect((await db.idMap.get(tmp))?.serverId).toBe(500);
    expect(server.posts.size + server.likes.size + server.comments.size + server.follows.size).toBe(
      4,
    );
  });

  it.each([
    ["a network failure", "network" as const],
    ["a 500", 500],
    ["a 503", 503],
  ])("keeps the mutation and backs off after %s", async (_label, status) => {
    await createPost({ timeline, body: "p" });
    server.failNext(status);
    const stop = await replayQueue(db, opts);
    const [row] = await rows();
    expect(row).toMatchObject({ state: "pending", attempts: 1 });
    expect(row!.nextAttemptAt).toBe(NOW + 500);
    expect(stop).toEqual({ reason: "waiting", until: NOW + 500 });
    // Before the time comes nothing is sent; afterwards it goes through once.
    await replayQueue(db, opts);
    expect(server.requests).toHaveLength(1);
    await replayQueue(db, { ...opts, now: () => NOW + 500 });
    expect(await db.outbox.count()).toBe(0);
    expect(server.posts.size).toBe(1);
  });

  it("respects Retry-After on 429", async () => {
    await createPost({ timeline, body: "p" });
    server.failNext(429, { "Retry-After": "30" });
    await replayQueue(db, opts);
    const [row] = await rows();
    expect(row!.nextAttemptAt).toBe(NOW + 30_000);
    expect(row!.error?.status).toBe(429);
  });

  it("a later mutation never overtakes one that is backing off", async () => {
    await createPost({ timeline, body: "one" });
    await follow({ type: "user", id: 9 });
    server.failNext(503);
    await replayQueue(db, opts);
    expect(server.requests.map((r) => r.path)).toEqual(["users/1/posts"]);
  });

  it("a 422 marks the mutation failed with the server's message and rolls back; the rest goes on", async () => {
    await db.posts.put({
      id: 7,
      title: null,
      body: "b",
      image_url: null,
      created_at: "2026-11-22T10:00:00.000Z",
      user: author,
      postable_type: "user",
      postable: author,
      comments_data: { total: 0, latest: [] },
      likes_data: { total: 0, users: [] },
      my_like: null,
    });
    server.posts.set(7, { id: 7, body: "b", title: null });
    await addComment(7, " ");
    await follow({ type: "user", id: 9 });
    expect((await db.posts.get(7))?.comments_data.total).toBe(1);
    await replayQueue(db, opts);
    const [failed] = await rows();
    expect(failed).toMatchObject({
      kind: "comment.create",
      state: "failed",
      error: {
        status: 422,
        message: "The body field is required.",
        fieldErrors: { body: ["Required."] },
      },
    });
    expect((await db.posts.get(7))?.comments_data.total).toBe(0);
    expect(await db.comments.count()).toBe(0);
    expect(server.follows.has("users:9")).toBe(true);

    // Retry re-applies the change; discard removes it for good.
    await retryMutation(failed!.id);
    expect((await db.posts.get(7))?.comments_data.total).toBe(1);
    await replayQueue(db, opts);
    await discardMutation(failed!.id);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.posts.get(7))?.comments_data.total).toBe(0);
  });

  it("a mutation the client cannot send fails instead of blocking the queue", async () => {
    await follow({ type: "user", id: 9 });
    await follow({ type: "user", id: 10 });
    const [first] = await rows();
    await db.outbox.update(first!.seq!, { kind: "follow", payload: { target: null } });
    await replayQueue(db, opts);
    expect((await rows()).map((r) => r.state)).toEqual(["failed"]);
    expect(server.follows.has("users:10")).toBe(true);
  });

  it("dependents of a failed create wait instead of being sent", async () => {
    const tmp = await createPost({ timeline, body: "p" });
    await toggleLike(tmp);
    server.failNext(422, {}, { message: "Too long." });
    expect(await replayQueue(db, opts)).toEqual({ reason: "blocked" });
    expect(server.requests).toHaveLength(1);
    expect((await rows()).map((r) => r.state)).toEqual(["failed", "pending"]);
  });

  it("401 pauses the queue without dropping anything, and signing in resumes it", async () => {
    await createPost({ timeline, body: "p" });
    server.failNext(401, {}, { message: "Unauthenticated." });
    expect(await replayQueue(db, opts)).toEqual({ reason: "needsLogin" });
    expect(useSyncStore.getState().needsLogin).toBe(true);
    expect((await rows())[0]).toMatchObject({ state: "pending", attempts: 0 });
    expect(await replayQueue(db, opts)).toEqual({ reason: "needsLogin" });
    expect(server.requests).toHaveLength(1);

    const stop = startSync();
    await replayNow();
    expect(server.requests).toHaveLength(1);
    useSession.getState().signIn("new-token", user);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(useSyncStore.getState().needsLogin).toBe(false);
    expect(server.posts.size).toBe(1);
    stop();
  });

  it("resends a mutation left 'sending' by a closed tab, and the server stores it once", async () => {
    await createPost({ timeline, body: "p" });
    const [row] = await rows();
    await server.handler(
      new Request("http://api.test/api/users/1/posts", {
        method: "POST",
        headers: { "Idempotency-Key": row!.id },
        body: (() => {
          const f = new FormData();
          f.append("body", "p");
          return f;
        })(),
      }),
    );
    await db.outbox.update(row!.seq!, { state: "sending" });
    await replayQueue(db, opts);
    expect(await db.outbox.count()).toBe(0);
    expect(server.posts.size).toBe(1);
    expect(await db.posts.get(500)).toBeDefined();
  });
});

describe("backoffDelay", () => {
  it("doubles the ceiling each attempt, caps it, and jitters over the whole range", () => {
    const top = () => 0.999999;
    expect(backoffDelay(1, top)).toBe(BACKOFF_BASE_MS - 1);
    expect(backoffDelay(2, top)).toBe(2 * BACKOFF_BASE_MS - 1);
    expect(backoffDelay(4, top)).toBe(8 * BACKOFF_BASE_MS - 1);
    expect(backoffDelay(30, top)).toBe(BACKOFF_CAP_MS - 1);
    expect(backoffDelay(5, () => 0)).toBe(0);
    expect(backoffDelay(1, () => 0, 12)).toBe(12_000);
  });
});
