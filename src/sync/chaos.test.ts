// Exactly once under a hostile network: dropped requests, lost answers, 500/503/429, a reload mid-way.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { useSession } from "../session/session";
import { closeMirror, openMirror, type MirrorDb } from "../db";
import { addComment, createPost, follow, toggleLike } from "./actions";
import { fakeServer, reader, type FakeServer } from "./fakeServer.test-util";
import { replayQueue } from "./engine";
import { fakeApi, freshMirror, jsonResponse } from "./testing";

let db: MirrorDb;
let server: FakeServer;

/** Deterministic pseudo-random numbers, so a failure is reproducible. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

beforeEach(async () => {
  db = await freshMirror();
  server = fakeServer();
  useSession.getState().signIn("token", reader);
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

describe("chaos", () => {
  it("lands every mutation exactly once", async () => {
    const random = seeded(42);
    fakeApi(async (request) => {
      const roll = random();
      if (roll < 0.15) throw new TypeError("connection reset");
      if (roll < 0.25) return jsonResponse(503, { message: "Busy" });
      if (roll < 0.3) return jsonResponse(500, { message: "Oops" });
      if (roll < 0.35) return jsonResponse(429, { message: "Slow down" }, { "Retry-After": "1" });
      const answer = await server.handler(request);
      // The write happened, but the answer never arrives.
      if (roll > 0.85) throw new TypeError("connection lost after the write");
      return answer;
    });
    for (let i = 0; i < 40; i++) {
      const post = await createPost({ timeline: { type: "user", id: 1 }, body: `post ${i}` });
      await toggleLike(post);
      await addComment(post, `comment ${i}`);
      await follow({ type: "library", id: 100 + i });
    }
    expect(await db.outbox.count()).toBe(160);

    let now = 0;
    for (let pass = 0; pass < 2000 && (await db.outbox.count()) > 0; pass++) {
      if (pass === 50) {
        // The tab closes mid-replay and opens again.
        const name = db.name;
        closeMirror();
        db = openMirror(Number(name.replace("pathagar-u", "")));
      }
      const stop = await replayQueue(db, { now: () => now, random });
      if (stop.reason === "waiting") now = stop.until;
      expect(stop.reason).not.toBe("blocked");
    }
    expect(await db.outbox.count()).toBe(0);
    expect(server.posts.size).toBe(40);
    expect(server.likes.size).toBe(40);
    expect(server.comments.size).toBe(40);
    expect(server.follows.size).toBe(40);
    expect(new Set([...server.comments.values()].map((c) => c.post_id)).size).toBe(40);
    const mirrored = await db.posts.toArray();
    expect(
      mirrored.every(
        (p) => typeof p.id === "number" && p.my_like && typeof p.my_like.id === "number",
      ),
    ).toBe(true);
    expect(mirrored.map((p) => p.comments_data.total)).toEqual(Array(40).fill(1));
  });
});
