// The service worker's replay (fake-indexeddb): the stored session's token and mirror, each write sent once,
// nothing without a session, behind a page that holds the outbox's Web Lock, short pauses waited out.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import type { MirrorDb } from "../../db";
import { storeDeviceSession } from "../../session/deviceSession";
import { useSession } from "../../session/session";
import { addComment, createPost, toggleLike } from "../actions";
import { fakeServer, reader, type FakeServer } from "../fakeServer.test-util";
import { fakeApi, freshMirror } from "../testing";
import { replayInWorker, WORKER_WAIT_MS } from "./worker-replay";

let db: MirrorDb;
let server: FakeServer;
let bearers: (string | null)[];
const timeline = { type: "user" as const, id: 1 };

/** The mirror's user id, from its name (pathagar-u<id>). */
const userIdOf = (mirror: MirrorDb) => Number(mirror.name.slice("pathagar-u".length));

beforeEach(async () => {
  db = await freshMirror();
  server = fakeServer();
  bearers = [];
  fakeApi((request) => {
    bearers.push(request.headers.get("Authorization"));
    return server.handler(request);
  });
  // The page's session; the worker must not use it (it has no localStorage), only the stored one.
  useSession.getState().signIn("page-token", reader);
  // Queue three writes as a page would, offline.
  const post = await createPost({ timeline, body: "written on the bus" });
  await toggleLike(post);
  await addComment(post, "and a comment");
  await storeDeviceSession({ userId: userIdOf(db), token: "stored-token" });
});

afterEach(async () => {
  await storeDeviceSession(null);
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("replayInWorker", () => {
  it("sends the stored reader's queue with the stored token, each write once, and empties it", async () => {
    expect(await replayInWorker()).toEqual({ reason: "empty" });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST users/1/posts",
      "POST posts/500/likes",
      "POST posts/500/comments",
    ]);
    expect(new Set(bearers)).toEqual(new Set(["Bearer stored-token"]));
    expect(await db.outbox.count()).toBe(0);
    expect((await db.posts.get(500))?.comments_data.latest).toHaveLength(1);

    expect(await replayInWorker()).toEqual({ reason: "empty" });
    expect(server.requests).toHaveLength(3);
  });

  it("sends nothing when no session is stored (signed out)", async () => {
    await storeDeviceSession(null);
    expect(await replayInWorker()).toEqual({ reason: "signedOut" });
    expect(server.requests).toEqual([]);
    expect(await db.outbox.count()).toBe(3);
  });

  it("waits for the Web Lock a page holds, and sends nothing twice after the page's pass", async () => {
    // A Web Locks stand-in: one holder at a time, the others queue.
    let tail = Promise.resolve();
    const held: string[] = [];
    vi.stubGlobal("navigator", {
      ...navigator,
      onLine: true,
      locks: {
        request: (name: string, cb: () => Promise<unknown>) => {
          const run = tail.then(async () => {
            held.push(name);
            return cb();
          });
          tail = run.then(
            () => undefined,
            () => undefined,
          );
          return run;
        },
      },
    });
    let release!: () => void;
    const page = navigator.locks.request("pathagar-outbox", async () => {
      await new Promise<void>((resolve) => (release = resolve));
      // The page sends the queue itself while holding the lock.
      const { replayQueue } = await import("./replay");
      await replayQueue(db);
    });
    const worker = replayInWorker();
    await vi.waitFor(() => expect(held).toEqual(["pathagar-outbox"]));
    expect(server.requests).toEqual([]);
    release();
    await page;
    expect(await worker).toEqual({ reason: "empty" });
    expect(held).toEqual(["pathagar-outbox", "pathagar-outbox"]);
    expect(server.requests).toHaveLength(3);
  });

  it("waits out a short pause the server asks for, and leaves a long one to the browser", async () => {
    server.failNext(503);
    const sleeps: number[] = [];
    let clock = 1_000_000;
    const options = {
      now: () => clock,
      random: () => 0.5,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        clock += ms;
      },
    };
    expect(await replayInWorker(options)).toEqual({ reason: "empty" });
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeLessThanOrEqual(WORKER_WAIT_MS);
    expect(await db.outbox.count()).toBe(0);

    await createPost({ timeline, body: "another" });
    server.failNext(503, { "Retry-After": "600" });
    const stop = await replayInWorker(options);
    expect(stop).toEqual({ reason: "waiting", until: clock + 600_000 });
    expect(await db.outbox.count()).toBe(1);
  });

  it("stops at a 401 and keeps the writes for the next sign-in", async () => {
    server.failNext(401);
    expect(await replayInWorker()).toEqual({ reason: "needsLogin" });
    expect(await db.outbox.count()).toBe(3);
    expect((await db.outbox.toArray()).every((r) => r.state === "pending")).toBe(true);
  });
});
