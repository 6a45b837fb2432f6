// Replay triggers and exclusivity: a new mutation, the backoff timer, `online`; Web Locks and single flight.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../../api/client";
import { useSession } from "../../session/session";
import type { MirrorDb } from "../../db";
import { createPost } from "../actions";
import { fakeServer, reader, type FakeServer } from "../fakeServer.test-util";
import { runExclusive } from "./lock";
import { wakeNetworkWaits } from "./replay";
import { startSync } from "./scheduler";
import { fakeApi, freshMirror } from "../testing";

let db: MirrorDb;
let server: FakeServer;
let stop: () => void = () => undefined;

beforeEach(async () => {
  db = await freshMirror();
  server = fakeServer();
  fakeApi(server.handler);
  useSession.getState().signIn("token", reader);
});
afterEach(() => {
  stop();
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

describe("startSync", () => {
  it("sends a new mutation at once, and retries on the backoff timer after a 503", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    vi.spyOn(Math, "random").mockReturnValue(0.05);
    stop = startSync();
    server.failNext(503);
    await createPost({ timeline: { type: "user", id: 1 }, body: "p" });
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 15_000 });
    expect(server.requests.length).toBe(2);
    expect(server.posts.size).toBe(1);
  });

  it("waits while offline and replays on the online event", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    stop = startSync();
    await vi.waitFor(() => expect(server.requests.length).toBe(0));
    // Offline: the fetch itself fails.
    fakeApi(() => Promise.reject(new TypeError("Failed to fetch")));
    await createPost({ timeline: { type: "user", id: 1 }, body: "p" });
    expect(await db.outbox.count()).toBe(1);
    online.mockReturnValue(true);
    fakeApi(server.handler);
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 15_000 });
    expect(server.posts.size).toBe(1);
  });

  it("back online, a change whose backoff grew while offline goes at once", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    stop = startSync();
    await createPost({ timeline: { type: "user", id: 1 }, body: "p" });
    // Many page loads offline: each tried once, and the wait grew to minutes.
    const later = Date.now() + 5 * 60_000;
    const network = { status: 0, message: "Failed to fetch" };
    await db.outbox.toCollection().modify({ attempts: 9, nextAttemptAt: later, error: network });
    online.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 15_000 });
    expect(server.posts.size).toBe(1);
  });

  it("wakes only what waited for the network, not what a busy server asked to wait", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await createPost({ timeline: { type: "user", id: 1 }, body: "p" });
    await createPost({ timeline: { type: "user", id: 1 }, body: "q" });
    const later = Date.now() + 5 * 60_000;
    const [first, second] = await db.outbox.orderBy("seq").toArray();
    await db.outbox.update(first!.seq!, {
      nextAttemptAt: later,
      error: { status: 503, message: "Service Unavailable" },
    });
    await db.outbox.update(second!.seq!, {
      nextAttemptAt: later,
      error: { status: 0, message: "Failed to fetch" },
    });
    await wakeNetworkWaits(db);
    expect((await db.outbox.orderBy("seq").toArray()).map((r) => r.nextAttemptAt)).toEqual([
      later,
      0,
    ]);
  });
});

describe("runExclusive", () => {
  it("runs once more, not twice at once, when triggered during a pass", async () => {
    let running = 0;
    let max = 0;
    let passes = 0;
    const work = async () => {
      running++;
      max = Math.max(max, running);
      passes++;
      await new Promise((r) => setTimeout(r, 10));
      running--;
    };
    await Promise.all([runExclusive(work), runExclusive(work), runExclusive(work)]);
    expect(max).toBe(1);
    expect(passes).toBe(2);
  });

  it("waits for the Web Lock held by another tab, then runs", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const request = vi.fn(async (_name: string, cb: (lock: unknown) => Promise<void>) => {
      await held;
      return cb({ name: "pathagar-outbox" });
    });
    Object.defineProperty(navigator, "locks", { value: { request }, configurable: true });
    const work = vi.fn(async () => undefined);
    const pass = runExclusive(work);
    await new Promise((r) => setTimeout(r, 10));
    expect(request).toHaveBeenCalledWith("pathagar-outbox", expect.any(Function));
    expect(work).not.toHaveBeenCalled();
    release();
    await pass;
    expect(work).toHaveBeenCalledTimes(1);
    delete (navigator as { locks?: unknown }).locks;
  });
});
