// Outbox under faults (a benchmark, not a test): 1,000 queued mutations of every kind replayed against the real
// server through the chaos proxy, with offline spells, lost answers, 5xx, timeouts, an expired session (401) and
// reloads; then the server must hold exactly the intended state. Prints sent, retried, duplicates and lost.
// `npx tsx bench/outbox-chaos.ts` (BENCH_SEED to vary the faults); exit code 1 when anything is off.
import { startBenchServer } from "./node-device";
import { pathToFileURL } from "node:url";
import { seededRandom, startChaosProxy, type Faults } from "../tests/e2e/support/chaos-proxy";
import { followTargets, registerBenchReader } from "./sync-server";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read loosely

interface PostModel {
  temp: string;
  n: number;
  body: string;
  deleted: boolean;
  liked: boolean;
  comments: { temp: string; deleted: boolean }[];
}

const MODES: [string, Partial<Faults>][] = [
  ["calm", {}],
  ["offline", { dropBefore: 1 }],
  ["lost answers", { dropAfter: 0.15 }],
  ["5xx", { errorBefore: 0.15, errorAfter: 0.1 }],
  ["timeouts", { delay: 0.1, maxDelayMs: 2_500 }],
  [
    "mixed",
    { dropBefore: 0.05, dropAfter: 0.05, errorAfter: 0.05, delay: 0.05, maxDelayMs: 2_500 },
  ],
];
const ZERO: Faults = {
  dropBefore: 0,
  dropAfter: 0,
  errorBefore: 0,
  errorAfter: 0,
  delay: 0,
  maxDelayMs: 0,
};

export async function runOutboxChaos(
  seed = Number(process.env.BENCH_SEED ?? 12),
): Promise<boolean> {
  const { configureApi } = await import("../src/api/client");
  const { useSession } = await import("../src/session/session");
  const { openMirror, closeMirror } = await import("../src/db");
  const actions = await import("../src/sync/actions");
  const { replayQueue } = await import("../src/sync/engine");
  const { useSyncStore } = await import("../src/sync/engine");
  const { resolveId } = await import("../src/sync/engine");
  /** The id a screen would hold now: the server's once the post was sent, else the temporary one. */
  const current = (id: string) => resolveId(db, id);

  const server = await startBenchServer("outbox-chaos");
  let writes = 0;
  const proxy = await startChaosProxy({
    target: server.url,
    seed,
    applies: (method, p) => {
      const write = method !== "GET" && p.startsWith("/api/");
      if (write) writes++;
      return write;
    },
  });
  const random = seededRandom(seed * 7 + 1);
  const reader = await registerBenchReader(server.url);
  let token = reader.token;
  configureApi({ prefixUrl: `${proxy.url}/api`, timeoutMs: 1_500, token: () => token });
  useSession.getState().signIn(reader.token, reader.user);
  let db = openMirror(reader.user.id);
  const timeline = { type: "user" as const, id: reader.user.id };
  let clock = Date.now();
  const events = { offline: 0, reloads: 0, expired: 0, passes: 0 };

  /** Replays under the current faults for a few passes, as a device would between two actions. */
  async function replaySome(passes: number) {
    for (let i = 0; i < passes; i++) {
      events.passes++;
      clock += 3_600_000; // Backoff waits pass at once: the bench counts outcomes, not time.
      const stop = await replayQueue(db, { random: () => 0, now: () => clock });
      if (stop.reason === "empty") return;
      if (stop.reason === "needsLogin") {
        // The reader signs in again: a fresh token, the queue resumes where it stopped.
        token = reader.token;
        useSyncStore.getState().set({ needsLogin: false });
      }
    }
  }

  async function chaos() {
    const [name, faults] = MODES[Math.floor(random() * MODES.length)]!;
    if (name === "offline") events.offline++;
    proxy.setFaults({ ...ZERO, ...faults });
    if (random() < 0.12) {
      events.expired++;
      token = "expired-token-expired-token-expired-token";
    }
    await replaySome(1 + Math.floor(random() * 3));
    if (random() < 0.15) {
      // A reload (or a browser restart): the page's memory is gone, the outbox in IndexedDB stays.
      events.reloads++;
      closeMirror();
      db = openMirror(reader.user.id);
    }
  }

  const posts: PostModel[] = [];
  const targets = await followTargets(server.url, reader);
  const followed = new Set<string>();
  let queued = 0;
  const q = async (fn: () => Promise<unknown>) => {
    await fn();
    queued++;
    if (queued % 25 === 0) await chaos();
  };

  let ok = true;
  try {
    // 1,000 mutations: post create/update/delete, like create/delete, comment create/delete, follow/unfollow.
    for (let n = 0; n < 150; n++) {
      const body = `Chaos post ${n}`;
      const temp = await actions.createPost({ timeline, body });
      queued++;
      posts.push({ temp, n, body, deleted: false, liked: false, comments: [] });
    }
    for (const p of posts) {
      await q(async () => actions.toggleLike(await current(p.temp)));
      p.liked = true;
      for (let c = 0; c < 2; c++) {
        const temp = await actions.addComment(await current(p.temp), `Comment ${c} on ${p.n}`);
        p.comments.push({ temp, deleted: false });
        await q(async () => undefined);
      }
    }
    for (const p of posts.slice(0, 100)) {
      p.body = `Chaos post ${p.n}, edited`;
      await q(async () => actions.editPost(await current(p.temp), timeline, { body: p.body }));
    }
    for (const p of posts.slice(100, 140)) {
      await q(async () => actions.toggleLike(await current(p.temp)));
      p.liked = false;
    }
    for (const p of posts.slice(0, 50)) {
      p.comments[0]!.deleted = true;
      await q(async () =>
        actions.deleteComment(await current(p.comments[0]!.temp), await current(p.temp)),
      );
    }
    for (const t of targets) {
      await q(() => actions.follow(t));
      followed.add(`${t.type}:${t.id}`);
    }
    for (const t of targets.slice(0, 20)) {
      await q(() => actions.unfollow(t));
      followed.delete(`${t.type}:${t.id}`);
    }
    for (const p of posts.slice(120, 150)) {
      p.deleted = true;
      await q(async () => actions.deletePost(await current(p.temp), timeline));
    }
    for (const p of posts.slice(0, 94)) {
      const temp = await actions.addComment(await current(p.temp), `Third comment on ${p.n}`);
      p.comments.push({ temp, deleted: false });
      await q(async () => undefined);
    }
    // Faults end; the queue drains.
    proxy.setFaults(ZERO);
    token = reader.token;
    useSyncStore.getState().set({ needsLogin: false });
    for (let i = 0; i < 50 && (await db.outbox.count()) > 0; i++) await replaySome(1);
    const left = await db.outbox.count();
    const failedRows = await db.outbox.where("state").equals("failed").toArray();
    const failed = failedRows.length;
    const byKind: Record<string, number> = {};
    for (const row of failedRows) {
      const key = `${row.kind} ${(row as { error?: { status?: number } }).error?.status}`;
      byKind[key] = (byKind[key] ?? 0) + 1;
    }
    if (failed) console.log("failed by kind:", JSON.stringify(byKind));

    // What the server holds, read directly (not through the proxy).
    const get = async (p: string): Promise<Json> =>
      (await fetch(`${server.url}/api/${p}`, {
        headers: { authorization: `Bearer ${reader.token}`, accept: "application/json" },
      }).then((r) => r.json())) as Json;
    const onServer: Json[] = [];
    for (let page = 1; ; page++) {
      const body = await get(`users/${reader.user.id}/posts?page=${page}`);
      // Resources { id, attributes }: the post itself is the attributes.
      onServer.push(...(body.data as Json[]).map((r) => r.attributes as Json));
      if (!body.links?.next) break;
    }
    const alive = posts.filter((p) => !p.deleted);
    const want = {
      posts: alive.length,
      likes: alive.filter((p) => p.liked).length,
      comments: alive.reduce((n, p) => n + p.comments.filter((c) => !c.deleted).length, 0),
      follows: followed.size,
    };
    const followings = await get(`users/${reader.user.id}/followings`);
    const have = {
      posts: onServer.length,
      likes: onServer.reduce((n, p) => n + (p.likes_summary.meta.total as number), 0),
      comments: onServer.reduce((n, p) => n + (p.comments_summary.meta.total as number), 0),
      follows: followings.meta.total as number,
    };
    const bodies = new Set(onServer.map((p) => p.body as string));
    const wrongBodies = alive.filter((p) => !bodies.has(p.body)).length;
    let duplicates = 0;
    let lost = wrongBodies;
    for (const k of Object.keys(want) as (keyof typeof want)[]) {
      duplicates += Math.max(0, have[k] - want[k]);
      lost += Math.max(0, want[k] - have[k]);
    }
    const sent = writes;
    const retried = Math.max(0, sent - queued);
    console.log(
      `outbox chaos (seed ${seed}): ${queued} mutations queued; ${events.passes} replay passes, ` +
        `${events.offline} offline spells, ${events.reloads} reloads, ${events.expired} expired sessions; ` +
        `proxy: ${JSON.stringify(proxy.stats)}`,
    );
    console.log(`server: ${JSON.stringify(have)}; intended: ${JSON.stringify(want)}`);
    console.log(
      `outbox-chaos: sent ${sent}, retried ${retried}, duplicates=${duplicates}, lost=${lost}, left ${left}, failed ${failed}`,
    );
    ok = queued === 1000 && duplicates === 0 && lost === 0 && left === 0;
  } finally {
    db.close();
    await proxy.close();
    await server.stop();
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ok = await runOutboxChaos();
  process.exitCode = ok ? 0 : 1;
}
