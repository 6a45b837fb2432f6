// Sync benchmark (not a test): replay 500 queued mutations against the real server (duplicates must be 0),
// mirror 3,000 library books, and time local search (p50/p95). Runs in Node on fake-indexeddb.
import { SEARCHES as queries, percentile as pct, startBenchServer } from "./node-device";
import { performance } from "node:perf_hooks";
import { startChaosProxy } from "../tests/e2e/support/chaos-proxy";
import { alokitoId, followTargets, registerBenchReader, serverCounts } from "./sync-server";

/** Posts that get a third comment, so that with 66 follows the queue holds 500 mutations. */
const EXTRA_COMMENTS = 34;
const TARGETS = { replayS: 15, mirrorS: 5, searchP95Ms: 30 };
const ms = (t: number) => `${t.toFixed(0)} ms`;

export async function runSyncBench(): Promise<boolean> {
  const { configureApi } = await import("../src/api/client");
  const { useSession } = await import("../src/session/session");
  const { openMirror } = await import("../src/db");
  const { createPost, toggleLike, addComment, follow } = await import("../src/sync/actions");
  const { replayQueue } = await import("../src/sync/engine");
  const { mirrorLibraryCatalogue } = await import("../src/sync/catalogue");
  const { searchBooks } = await import("../src/sync/search");

  const server = await startBenchServer("sync-bench");
  // The timed replay runs on a clean connection (the budget is for the local server). SYNC_BENCH_DROP=0.04
  // makes about one write in 25 carried out by the server with its answer lost: still 0 duplicates, but
  // every loss waits out a backoff, so the time then measures the backoff, not the replay.
  // bench/outbox-chaos.ts covers duplicates and loss under every kind of fault.
  const dropAfter = Number(process.env.SYNC_BENCH_DROP ?? 0);
  const proxy = await startChaosProxy({
    target: server.url,
    seed: 25,
    faults: { dropAfter },
    applies: (method, path) => method !== "GET" && path.startsWith("/api/"),
  });
  console.log(
    `server: the real API in its own process (${server.database}, seeded) behind a proxy${dropAfter > 0 ? ` that loses ${(dropAfter * 100).toFixed(0)}% of write answers` : " with no faults"}`,
  );
  const reader = await registerBenchReader(server.url);
  configureApi({ prefixUrl: `${proxy.url}/api`, timeoutMs: 10_000, token: () => reader.token });
  useSession.getState().signIn(reader.token, reader.user);
  const db = openMirror(reader.user.id);
  let ok = true;
  try {
    const targets = await followTargets(server.url, reader);
    // 1. 500 queued mutations: 100 posts, a like and two comments on each (waiting for the post),
    //    a third comment on the first 34, and a follow of each seeded reader and library (66).
    for (let i = 0; i < 100; i++) {
      const post = await createPost({
        timeline: { type: "user", id: reader.user.id },
        body: `Bench post ${i}`,
      });
      await toggleLike(post);
      await addComment(post, `First comment ${i}`);
      await addComment(post, `Second comment ${i}`);
      if (i < EXTRA_COMMENTS) await addComment(post, `Third comment ${i}`);
    }
    for (const target of targets) await follow(target);
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
    const c = await serverCounts(server.url, reader);
    const duplicates =
      c.posts -
      100 +
      (c.likes - 100) +
      (c.comments - 200 - EXTRA_COMMENTS) +
      (c.follows - targets.length);
    const left = await db.outbox.count();
    console.log(
      `replay: ${queued} mutations in ${ms(replayMs)} (${passes} passes, ${proxy.stats.dropAfter} answers lost after the write); ` +
        `server holds posts ${c.posts}, likes ${c.likes}, comments ${c.comments}, follows ${c.follows}; ` +
        `duplicates ${duplicates}; left in outbox ${left}`,
    );
    ok &&= duplicates === 0 && left === 0 && queued === 500 && replayMs <= TARGETS.replayS * 1000;

    // 2. Bulk mirror of a 3,000-book catalogue.
    const t1 = performance.now();
    let pages = 0;
    const library = await alokitoId(server.url, reader.token);
    await mirrorLibraryCatalogue(library, (p) => void (p.phase === "books" && pages++), { db });
    const mirrorMs = performance.now() - t1;
    const stored = await db.books.where("libraryId").equals(library).count();
    console.log(`mirror: ${stored} books (${pages} pages) in ${ms(mirrorMs)}`);
    ok &&= stored === 3000 && mirrorMs <= TARGETS.mirrorS * 1000;

    // 3. Local search over those books.
    await searchBooks(library, "warm", 50, db);
    const times: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t = performance.now();
      await searchBooks(library, queries[i % queries.length]!, 50, db);
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
    await proxy.close();
    await server.stop();
  }
  console.log(
    `targets (replay ≤ ${TARGETS.replayS} s, duplicates 0, mirror ≤ ${TARGETS.mirrorS} s, search p95 ≤ ${TARGETS.searchP95Ms} ms): ${ok ? "met" : "NOT met"}`,
  );
  return ok;
}
