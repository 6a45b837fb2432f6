// A change queued while a pull is under way (after the server answered, before the pull writes) survives.
import Dexie, { type Table } from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../api/client";
import { MODEL_TYPES } from "../api/schemas/resource";
import { wire, wireAny } from "../api/wire.test-util";
import { useSession } from "../session/session";
import type { MirrorDb } from "../db";
import { deletePost, editComment, follow, toggleLike } from "./actions";
import { author, reader, makePost } from "./fakeServer.test-util";
import { pullFollowState, pullPage } from "./pull";
import { makeLibrary } from "../features/libraries/libraryTestKit.test-util";
import { fakeApi, freshMirror, jsonResponse } from "./testing";

let db: MirrorDb;

const post = (id: number, body: string) => makePost(id, body);
const comment = (id: number, body: string) => ({
  id,
  post_id: 5,
  body,
  user: author,
  created_at: "2026-11-22T10:00:00.000Z",
});
const onePage = (data: { id: number }[]) => ({
  data: data.map(wireAny),
  links: { prev: null, next: null },
  meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length },
});

/**
 * Runs `change` (a reader's action) at the pull's first mirror write, once: just before its write
 * transaction opens, or before a write made outside any transaction. The server has answered by then;
 * this is the moment a tap on another screen can land.
 */
function changeBeforeFirstWrite(
  tables: ("posts" | "comments" | "follows" | "libraries")[],
  change: () => Promise<unknown>,
) {
  let done = false;
  const runFirst =
    <A extends unknown[], R>(original: (...args: A) => R) =>
    async (...args: A) => {
      if (!done && !Dexie.currentTransaction) {
        done = true;
        await change();
      }
      return original(...args);
    };
  const transaction = db.transaction.bind(db) as (...a: unknown[]) => unknown;
  vi.spyOn(db, "transaction").mockImplementation(runFirst(transaction) as never);
  for (const name of tables) {
    const table = db[name] as Table;
    for (const method of ["put", "bulkPut"] as const) {
      const original = table[method].bind(table) as (...a: unknown[]) => unknown;
      vi.spyOn(table, method).mockImplementation(runFirst(original) as never);
    }
  }
}

beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("t", reader);
});
afterEach(() => {
  vi.restoreAllMocks();
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
});

describe("a change queued during a pull", () => {
  it("keeps a like queued after the feed answered", async () => {
    await db.posts.put(post(5, "hello") as never);
    fakeApi(() => jsonResponse(200, onePage([post(5, "hello")])));
    changeBeforeFirstWrite(["posts"], () => toggleLike(5));
    await pullPage({ resource: "feed" });
    const stored = await db.posts.get(5);
    expect(await db.outbox.count()).toBe(1);
    expect(stored?.my_like).not.toBeNull();
    expect(stored?.likes_data.total).toBe(1);
  });

  it("keeps a post deleted after the feed answered off the feed", async () => {
    await db.posts.put(post(5, "hello") as never);
    await db.posts.put(post(6, "stays") as never);
    fakeApi(() => jsonResponse(200, onePage([post(5, "hello"), post(6, "stays")])));
    changeBeforeFirstWrite(["posts"], () => deletePost(5, { type: "user", id: author.id }));
    await pullPage({ resource: "feed" });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.posts.get(5)).toBeUndefined();
    const entries = await db.timelineEntries.where("timeline").equals("feed").toArray();
    expect(entries.map((e) => e.postId)).toEqual([6]);
  });

  it("keeps a comment edit queued after the comments answered", async () => {
    await db.posts.put(post(5, "hello") as never);
    await db.comments.put(comment(7, "first"));
    fakeApi(() => jsonResponse(200, onePage([comment(7, "first")])));
    changeBeforeFirstWrite(["comments"], () => editComment(7, 5, "edited here"));
    await pullPage({ resource: "comments", postId: 5 });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.comments.get(7))?.body).toBe("edited here");
  });

  it("keeps a follow queued after the follow state answered", async () => {
    fakeApi(() => new Response("", { status: 200 }));
    changeBeforeFirstWrite(["follows"], () => follow({ type: "library", id: 3 }));
    await pullFollowState({ type: "library", id: 3 });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.follows.get("library:3"))?.following).toBe(true);
  });

  it("keeps the follower count a queued follow moved when a library list arrives", async () => {
    await db.libraries.bulkPut([makeLibrary(3), makeLibrary(4)]);
    fakeApi(() => jsonResponse(200, onePage([makeLibrary(3, { title: "New" }), makeLibrary(4)])));
    changeBeforeFirstWrite(["libraries"], () => follow({ type: "library", id: 3 }));
    await pullPage({ resource: "libraries" });
    expect(await db.outbox.count()).toBe(1);
    const [three, four] = await db.libraries.bulkGet([3, 4]);
    expect(three?.title).toBe("New");
    expect(three?.total_followers).toBe(11);
    expect(four?.total_followers).toBe(10);
  });

  it("still stores the server's copy when nothing is queued", async () => {
    fakeApi(() =>
      jsonResponse(200, { data: wire({ id: 4, followable_type: MODEL_TYPES.library }) }),
    );
    changeBeforeFirstWrite(["follows"], async () => undefined);
    expect(await pullFollowState({ type: "library", id: 3 })).toBe(true);
    expect((await db.follows.get("library:3"))?.following).toBe(true);
  });
});
