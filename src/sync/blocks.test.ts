// Blocking through the outbox: the optimistic change, block + unblock cancelling out (either order),
// replay with the server's block id, and the pull that keeps queued changes.
import { wire, wireAll, wirePage, wirePost } from "../api/wire.test-util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { useSession } from "../session/session";
import type { MirrorDb } from "../db";
import { blockPerson, unblockPerson } from "./actions";
import { pullBlocks } from "./blocks";
import { pullPage } from "./pull";
import { author, reader } from "./fakeServer.test-util";
import { replayQueue } from "./engine";
import { fakeApi, freshMirror, jsonResponse } from "./testing";

let db: MirrorDb;
let requests: string[];
/** The server's blocks: block id → blocked user. */
let held: Map<number, typeof author>;
let nextId: number;
/** GET /api/posts: the feed as the server answers it. */
let feedAnswer: unknown;

const block = (id: number, user: typeof author) => ({
  id,
  blockable_type: "User",
  blockable_id: user.id,
  blockable: user,
  created_at: "2026-11-25T10:00:00.000Z",
});

beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("token", reader);
  requests = [];
  held = new Map();
  nextId = 900;
  fakeApi(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, "");
    requests.push(`${request.method} ${path}`);
    if (request.method === "POST" && path === "blocks") {
      const body = (await request.json()) as { blockable_id: number };
      const id = nextId++;
      held.set(id, { ...author, id: body.blockable_id });
      return jsonResponse(201, { message: "Blocked.", data: wire(block(id, held.get(id)!)) });
    }
    if (request.method === "DELETE" && path.startsWith("blocks/")) {
      const id = Number(path.split("/")[1]);
      if (!held.delete(id)) return jsonResponse(404, { message: "Block not found." });
      return jsonResponse(200, { message: "Unblocked." });
    }
    if (request.method === "GET" && path === "posts") return jsonResponse(200, feedAnswer);
    if (request.method === "GET" && path === "blocks") {
      const data = [...held].map(([id, user]) => block(id, user));
      return jsonResponse(200, {
        data: wireAll(data),
        links: { prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length },
      });
    }
    return jsonResponse(404, { message: "Not found." });
  });
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

const rows = () => db.outbox.orderBy("seq").toArray();
const someone = { ...author, id: 7, first_name: "Rahim" };

function post(id: number, userId: number) {
  const user = { ...author, id: userId };
  return {
    id,
    title: null,
    body: "hello",
    image_url: null,
    created_at: "2026-11-22T10:00:00.000Z",
    user,
    postable_type: "user" as const,
    postable: user,
    comments_data: { total: 0, latest: [] },
    likes_data: { total: 0, users: [] },
    my_like: null,
  };
}

async function postBy(id: number, userId: number) {
  await db.posts.put(post(id, userId));
  await db.timelineEntries.put({ timeline: "feed", postId: id, rank: id });
}

describe("block.create and block.delete", () => {
  it("blocking marks the person blocked, forgets their posts and ends the follow at once", async () => {
    await postBy(1, someone.id);
    await postBy(2, 99);
    await db.follows.put({ key: "user:7", type: "user", targetId: 7, following: true });
    await blockPerson(someone);
    const [row] = await rows();
    expect(row).toMatchObject({ kind: "block.create", entityKey: "block:user:7" });
    expect(await db.blocks.get(7)).toMatchObject({
      user: { first_name: "Rahim" },
      pendingBy: row!.id,
    });
    expect(await db.posts.get(1)).toBeUndefined();
    expect(await db.posts.get(2)).toBeDefined();
    expect(await db.timelineEntries.where("postId").equals(1).count()).toBe(0);
    expect((await db.follows.get("user:7"))?.following).toBe(false);
  });

  it("a feed answer that predates the block brings back none of their posts, likes or comments", async () => {
    await blockPerson(someone);
    const comment = (id: number, user: typeof author) => ({
      id,
      post_id: 2,
      body: "a comment",
      created_at: "2026-11-22T11:00:00.000Z",
      user,
    });
    const others = {
      ...post(2, 99),
      comments_data: { total: 3, latest: [comment(21, someone), comment(22, author)] },
      likes_data: { total: 2, users: [someone, author] },
    };
    feedAnswer = { ...wirePage([]), data: [post(1, someone.id), others].map(wirePost) };
    await pullPage({ resource: "feed" }, db);
    expect(await db.posts.get(1)).toBeUndefined();
    const kept = await db.posts.get(2);
    expect(kept?.comments_data).toEqual({ total: 2, latest: [comment(22, author)] });
    expect(kept?.likes_data).toEqual({ total: 1, users: [author] });
    expect((await db.timelineEntries.toArray()).map((e) => e.postId)).toEqual([2]);
  });

  it("block then unblock of the same person, neither sent, cancel out", async () => {
    await blockPerson(someone);
    await unblockPerson(someone.id);
    expect(await rows()).toEqual([]);
    expect(await db.blocks.get(7)).toBeUndefined();
    expect(await replayQueue(db)).toEqual({ reason: "empty" });
    expect(requests).toEqual([]);
  });

  it("unblock then block again, neither sent, cancel out and keep the server's block", async () => {
    await db.blocks.put({ userId: 7, id: 55, user: someone, created_at: "2026-11-20T00:00:00Z" });
    await unblockPerson(7);
    expect((await db.blocks.get(7))?.unblocked).toBe(true);
    expect((await rows()).map((r) => r.kind)).toEqual(["block.delete"]);
    await blockPerson(someone);
    expect(await rows()).toEqual([]);
    expect(await db.blocks.get(7)).toEqual({
      userId: 7,
      id: 55,
      user: someone,
      created_at: "2026-11-20T00:00:00Z",
    });
  });

  it("replays: the block gets the server's id, and a later unblock deletes that id", async () => {
    await blockPerson(someone);
    expect(await replayQueue(db)).toEqual({ reason: "empty" });
    expect(await db.blocks.get(7)).toMatchObject({ id: 900 });
    expect((await db.blocks.get(7))?.pendingBy).toBeUndefined();
    await unblockPerson(7);
    expect(await replayQueue(db)).toEqual({ reason: "empty" });
    expect(requests).toEqual(["POST blocks", "DELETE blocks/900"]);
    expect(await db.blocks.get(7)).toBeUndefined();
    expect(held.size).toBe(0);
  });

  it("an unblock queued behind a block being sent waits for its id", async () => {
    await blockPerson(someone);
    const [create] = await rows();
    await db.outbox.update(create!.seq!, { state: "sending" });
    await unblockPerson(7);
    const [, remove] = await rows();
    expect(remove).toMatchObject({ kind: "block.delete", dependsOn: create!.id });
    await db.outbox.update(create!.seq!, { state: "pending" });
    expect(await replayQueue(db)).toEqual({ reason: "empty" });
    expect(requests).toEqual(["POST blocks", "DELETE blocks/900"]);
  });

  it("a refused unblock puts the block back", async () => {
    await db.blocks.put({ userId: 7, id: 404, user: someone, created_at: "2026-11-20T00:00:00Z" });
    await unblockPerson(7);
    await replayQueue(db);
    const [row] = await rows();
    expect(row?.state).toBe("failed");
    expect(await db.blocks.get(7)).toMatchObject({ id: 404 });
    expect((await db.blocks.get(7))?.unblocked).toBeUndefined();
  });
});

describe("pullBlocks", () => {
  it("takes the server's list but keeps people with a queued block or unblock", async () => {
    held.set(31, { ...author, id: 31 });
    held.set(32, { ...author, id: 32 });
    await db.blocks.put({ userId: 40, id: 4, user: { ...author, id: 40 }, created_at: "x" });
    await db.blocks.put({ userId: 32, id: 32, user: { ...author, id: 32 }, created_at: "x" });
    await unblockPerson(32);
    await blockPerson(someone);
    await pullBlocks(db);
    const stored = await db.blocks.toArray();
    expect(stored.map((b) => b.userId).sort((a, b) => a - b)).toEqual([7, 31, 32]);
    expect((await db.blocks.get(32))?.unblocked).toBe(true);
    expect((await db.blocks.get(7))?.pendingBy).toBeDefined();
  });
});
