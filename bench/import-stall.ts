// Bench part: p99 of GET /api/health and of the feed, polled while a 5,000-row catalogue import runs on the
// server (PGlite on disk, its own process). Alone: `node --import tsx bench/import-stall.ts`.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Row } from "./report";
import { login, startServerProcess } from "./server";

const ROWS = 5000;
const BUDGET_MS = 200;

const p99 = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

/** Calls `url` back to back until `done()`; each call's time in ms. */
async function poll(url: string, headers: Record<string, string>, done: () => boolean) {
  const times: number[] = [];
  for (let n = 0; !done(); n++) {
    const started = performance.now();
    // A new address each time, so the feed's page cache cannot answer it.
    const res = await fetch(`${url}${url.includes("?") ? "&" : "?"}n=${n}`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

export interface ImportStall {
  importMs: number;
  status: number;
  health: number[];
  feed: number[];
}

export async function measureImportStall(): Promise<ImportStall> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pathagar-bench-import-"));
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
  try {
    const { token } = await login(server.url);
    const auth = { authorization: `Bearer ${token}`, accept: "application/json" };
    const made = await fetch(`${server.url}/api/libraries`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ name: `bench-import-${Date.now()}`, title: "Bench import" }),
    });
    const library = ((await made.json()) as { data: number }).data;
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      title: `Bench book ${i}`,
      authors: `Author ${i % 60}; Co-author ${i % 11}`,
      publisher: "Bench House",
      year: 1950 + (i % 70),
      book_code: i % 4 === 0 ? `BI-${i}` : "",
      shelf_number: `S-${i % 20}`,
    }));
    // Warm up the routes the pollers call.
    for (const route of ["/api/health", "/api/posts"]) {
      let calls = 0;
      await poll(`${server.url}${route}`, auth, () => calls++ >= 5);
    }
    let settled = false;
    const started = performance.now();
    const importing = fetch(`${server.url}/api/libraries/${library}/books/import`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json", "idempotency-key": "bench-1" },
      body: JSON.stringify({ rows }),
    })
      .then(async (res) => ({ status: res.status, text: await res.text() }))
      .finally(() => (settled = true));
    const [health, feed, answer] = await Promise.all([
      poll(`${server.url}/api/health`, auth, () => settled),
      poll(`${server.url}/api/posts`, auth, () => settled),
      importing,
    ]);
    return { importMs: performance.now() - started, status: answer.status, health, feed };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bench table's row. */
export function importStallRow(m: ImportStall): Row {
  const health = p99(m.health);
  const feed = p99(m.feed);
  return {
    measure: "health and feed p99 during a 5,000-row import (PGlite)",
    target: `< ${BUDGET_MS} ms each`,
    result:
      `health ${health.toFixed(0)} ms, feed ${feed.toFixed(0)} ms ` +
      `(import ${(m.importMs / 1000).toFixed(1)} s, ${m.status})`,
    pass: m.status === 201 && health < BUDGET_MS && feed < BUDGET_MS,
    value: Math.max(health, feed),
    unit: "ms",
    details: { importMs: m.importMs, calls: { health: m.health.length, feed: m.feed.length } },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const row = importStallRow(await measureImportStall());
  console.log(`${row.measure}: ${row.result} → ${row.pass ? "pass" : "FAIL"}`);
  process.exitCode = row.pass ? 0 : 1;
}
