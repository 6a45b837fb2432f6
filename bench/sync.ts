// Sync benchmark (not a test): replay 500 queued mutations against a server (duplicates must be 0),
// mirror 3,000 library books, and time local search (p50/p95). Runs in Node on fake-indexeddb.
import "fake-indexeddb/auto";
import { performance } from "node:perf_hooks";
import { startStubServer } from "./sync-stub-server";

// The session module keeps the token in localStorage; Node has none.
const memory = new Map<string, string>();
(globalThis as { localStorage?: Storage }).localStorage ??= {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
  clear: () => memory.clear(),
  key: () => null,
  length: 0,
} as Storage;

const TARGETS = { replayS: 15, mirrorS: 5, searchP95Ms: 30 };
const ms = (t: number) => `${t.toFixed(0)} ms`;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function runSyncBench(): Promise<boolean> {
  const { configureApi } = await import("../src/api/client");
  const { useSession } = await import("../src/app/session");
  const { openMirror } = await import("../src/db");
  const { createPost, toggleLike, addComment, follow } = await import("../src/sync/actions");
  const { replayQueue } = await import("../src/sync/replay");
  const { mirrorLibraryCatalogue } = await import("../src/sync/catalogue");
  const { searchBooks } = await import("../src/sync/search");

  const stub = await startStubServer({ books: 3000, loseEvery: 25 });
  console.log(
    `server: in-process stand-in of the API routes on ${stub.url} (every 25th answer is lost after the write)`,
  );
  configureApi({ prefixUrl: `${stub.url}/api`, timeoutMs: 10_000, token: () => "bench" });
  useSession.getState().signIn("bench", {
    id: 1,
    first_name: "Bench",
    surname: null,
    nickname: null,
    photo_url: null,
    username: "bench",
    mobile: null,
    email: null,
    dob: null,
    gender: null,
    cover_photo_url: null,
    total_followers: 0,
    total_followings: 0,
    created_at: new Date().toISOString(),
  });
  const db = openMirror(1);
  let ok = true;
  try {
    // 1. 500 queued mutations: 100 posts, a like and two comments on each (waiting for the post), 100 follows.
    for (let i = 0; i < 100; i++) {
      const post = await createPost({ timeline: { type: "user", id: 1 }, body: `Bench post ${i}` });
      await toggleLike(post);
      await addComment(post, `First comment ${i}`);
      await addComment(post, `Second comment ${i}`);
      await follow({ type: "library", id: 1000 + i });
    }
    const queued = await db.outbox.count();
    const t0 = performance.now();
    let passes = 0;
    for (;;) {
      passes++;
      const stop = await replayQueue(db, { random: () => 0 });
      if (stop.reason === "empty") break;
      if (stop.reason !== "waiting") throw new Error(`replay stopped: ${stop.reason}`);
    }
    const replayMs = performance.now() - t0;
    const c = stub.counts;
    const duplicates = c.posts - 100 + (c.likes - 100) + (c.comments - 200) + (c.follows - 100);
    const left = await db.outbox.count();
    console.log(
      `replay: ${queued} mutations in ${ms(replayMs)} (${passes} passes, ${c.replayedKeys} resent after lost answers); ` +
        `server holds posts ${c.posts}, likes ${c.likes}, comments ${c.comments}, follows ${c.follows}; ` +
        `duplicates ${duplicates}; left in outbox ${left}`,
    );
    ok &&= duplicates === 0 && left === 0 && queued === 500 && replayMs <= TARGETS.replayS * 1000;

    // 2. Bulk mirror of a 3,000-book catalogue.
    const t1 = performance.now();
    let pages = 0;
    await mirrorLibraryCatalogue(1, (p) => void (p.phase === "books" && pages++), { db });
    const mirrorMs = performance.now() - t1;
    const stored = await db.books.where("libraryId").equals(1).count();
    console.log(`mirror: ${stored} books (${pages} pages) in ${ms(mirrorMs)}`);
    ok &&= stored === 3000 && mirrorMs <= TARGETS.mirrorS * 1000;

    // 3. Local search over those books.
    const queries = [
      "পথের",
      "গীতাঞ্জ",
      "river",
      "PB-12",
      "বিভূতি ১২",
      "nakshi 3",
      "আরণ্যক 29",
      "manik",
      "রবীন্দ্রনাথ",
      "x",
    ];
    await searchBooks(1, "warm", 50, db);
    const times: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t = performance.now();
      await searchBooks(1, queries[i % queries.length]!, 50, db);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p50 = pct(times, 0.5);
    const p95 = pct(times, 0.95);
    console.log(
      `search: ${times.length} queries over ${stored} books, p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
    );
    ok &&= p95 <= TARGETS.searchP95Ms;
  } finally {
    db.close();
    await stub.stop();
  }
  console.log(
    `targets (replay ≤ ${TARGETS.replayS} s, duplicates 0, mirror ≤ ${TARGETS.mirrorS} s, search p95 ≤ ${TARGETS.searchP95Ms} ms): ${ok ? "met" : "NOT met"}`,
  );
  return ok;
}
