// The database attempt store: a sliding window per key, the wait it answers, take-backs, bursts and pruning.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { openMemoryDatabase } from "../test/memory-database";
import { attempts } from "../db/schema";
import { DbAttemptStore } from "./attempt-store";

let database: Database;
beforeAll(async () => {
  database = await openMemoryDatabase();
});
afterAll(() => database?.close());

describe("DbAttemptStore", () => {
  it("counts in a sliding window, says how long to wait, takes attempts back", async () => {
    let now = 1_000_000_000;
    const store = new DbAttemptStore(database.db, () => now);
    const limit = { max: 3, windowSeconds: 60 };
    const k = [{ key: "k", limit }];
    for (let i = 0; i < 3; i++) {
      expect((await store.take(k)).ok).toBe(true);
      now += 10_000;
    }
    // Oldest at +0 s; now +30 s: 30 s until it leaves the window.
    expect(await store.take(k)).toEqual({ ok: false, waitSeconds: 30 });
    // Refused on one key, nothing is recorded on the other.
    expect((await store.take([...k, { key: "other", limit }])).ok).toBe(false);
    for (let i = 0; i < 3; i++) expect((await store.take([{ key: "other", limit }])).ok).toBe(true);
    now += 30_001;
    const taken = await store.take(k);
    expect(taken.ok).toBe(true);
    expect((await store.take(k)).ok).toBe(false);
    if (taken.ok) await store.giveBack(taken.ids);
    expect((await store.take(k)).ok).toBe(true);
    await store.forget("k");
    expect((await store.take([{ key: "k", limit: { max: 1, windowSeconds: 60 } }])).ok).toBe(true);
  });

  it("lets exactly the limit through a burst of simultaneous takes", async () => {
    const store = new DbAttemptStore(database.db);
    const keys = [
      { key: "burst:account", limit: { max: 10, windowSeconds: 60 } },
      { key: "burst:address", limit: { max: 100, windowSeconds: 60 } },
    ];
    const answers = await Promise.all(Array.from({ length: 30 }, () => store.take(keys)));
    expect(answers.filter((a) => a.ok)).toHaveLength(10);
    for (const a of answers) if (!a.ok) expect(a.waitSeconds).toBeGreaterThan(50);
  });

  it("counts a weighted take as that many attempts, stopping a burst exactly at the limit", async () => {
    let now = 3_000_000_000;
    const store = new DbAttemptStore(database.db, () => now);
    // A library's imported rows: 500 units of 100 rows a day, a 5,000-row import weighing 50.
    const limit = { max: 500, windowSeconds: 24 * 3600 };
    const take = (weight: number) => store.take([{ key: "rows:burst", limit, weight }]);
    const answers = await Promise.all(Array.from({ length: 14 }, () => take(50)));
    expect(answers.filter((a) => a.ok)).toHaveLength(10);
    now += 1000;
    // Full: even one unit waits for the first ones to leave the window; more than the limit never fits.
    expect(await take(1)).toEqual({ ok: false, waitSeconds: 24 * 3600 - 1 });
    expect((await store.take([{ key: "rows:other", limit, weight: 501 }])).ok).toBe(false);
    const first = answers.find((a) => a.ok)!;
    if (first.ok) {
      expect(first.ids).toHaveLength(50);
      await store.giveBack(first.ids);
    }
    expect((await take(50)).ok).toBe(true);
    expect((await take(1)).ok).toBe(false);
  });

  it("prunes the rows whose window has passed, and only those", async () => {
    let now = 2_000_000_000;
    const store = new DbAttemptStore(database.db, () => now);
    await store.take([{ key: "short", limit: { max: 5, windowSeconds: 10 } }]);
    await store.take([{ key: "long", limit: { max: 5, windowSeconds: 1000 } }]);
    now += 11_000;
    expect(await store.prune()).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select({ key: attempts.key }).from(attempts)).map((r) => r.key);
    expect(keys).toContain("long");
    expect(keys).not.toContain("short");
  });
});
