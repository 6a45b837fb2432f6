// Writes that look into the outbox read the rows about their entity by index, not the whole queue: a phone with
// a day of desk work queued (hundreds of rows) deletes a post or waits for a copy's server id at the same cost.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { wireAny } from "../api/wire.test-util";
import { useSession } from "../session/session";
import type { MirrorDb } from "../db";
import { deletePost } from "./actions";
import { serverIdOf } from "./actions/copies";
import { toggleLike } from "./actions/likes";
import { makePost, reader } from "./fakeServer.test-util";
import { pullPage } from "./pull";
import { fakeApi, freshMirror, jsonResponse, outboxRowsRead, queuedRow } from "./testing";

let db: MirrorDb;

beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("token", reader);
  fakeApi((request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, "");
    if (path === "feed" || path.startsWith("posts"))
      return jsonResponse(200, {
        data: [wireAny(makePost(5, "five")), wireAny(makePost(6, "six"))],
        links: { prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 100, total: 2 },
      });
    // Nothing else answers: queued rows stay queued.
    return jsonResponse(503, { message: "Try again." });
  });
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

/** A long queue of changes to other entities. */
const queueOthers = () =>
  db.outbox.bulkAdd(
    Array.from({ length: 300 }, (_, i) =>
      queuedRow(`other-${i}`, { entityKey: `copy:${9000 + i}`, protects: [`copy:${9000 + i}`] }),
    ),
  );

describe("reads by index", () => {
  it("a post's delete drops its unsent like, reading only the rows about that post", async () => {
    await pullPage({ resource: "feed" });
    await toggleLike(5);
    await toggleLike(6);
    await queueOthers();
    const read = await outboxRowsRead(db, () => deletePost(5, { type: "user", id: reader.id }));
    const kinds = (await db.outbox.toArray())
      .filter((r) => !r.id.startsWith("other-"))
      .map((r) => `${r.kind} ${String(r.payload.postId)}`);
    expect(kinds).toEqual(["like.create 6", "post.delete 5"]);
    expect(await db.posts.get(5)).toBeUndefined();
    expect(read).toBeLessThanOrEqual(10);
  });

  it("a temporary id nothing waits on is answered at once, reading only the rows naming it", async () => {
    await queueOthers();
    let answer: number | null = 0;
    const read = await outboxRowsRead(db, async () => {
      answer = await serverIdOf("tmp-nobody-waits", 1_000);
    });
    expect(answer).toBeNull();
    expect(read).toBeLessThanOrEqual(5);
  });
});
