// The national benchmark (not a test): on the PostgreSQL server at DATABASE_URL, for each size (1 % and 10 % of
// the national network, and 100 % with BENCH_SCALE=1) a database of its own is generated (server/db/national/),
// the server started on it, and each call of bench/national-calls.ts timed: one request at a time (best of 5),
// then p50/p99 at BENCH_CONNECTIONS (16) connections; writes report p99. One table per size.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { seedLarge } from "../server/db/national/seed-large";
import { countsAt } from "../server/db/national/scale";
import { diskStore } from "../server/uploads/disk-store";
import { nationalCalls } from "./national-calls";
import type { NationalRow } from "./national-rows";
import { load, startServerProcess } from "./server";

const base = process.env.DATABASE_URL;
const SCALES = process.env.BENCH_SCALE === "1" ? [0.01, 0.1, 1] : [0.01, 0.1];

async function admin(work: (c: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** The quickest of five requests sent one after another, in ms. */
async function bestOfFive(url: string, path: string, headers: Record<string, string>) {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const res = await fetch(url + path, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/** Starts the server on a generated network and times every call; `dir` holds its uploads. */
export async function measureNetwork(
  databaseUrl: string,
  dir: string,
  scale: number,
): Promise<NationalRow[]> {
  const counts = countsAt(scale);
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    UPLOADS_DIR: dir,
    LOG_REQUESTS: "off",
  });
  try {
    const calls = await nationalCalls(server.url, databaseUrl, counts);
    const rows: NationalRow[] = [];
    for (const call of calls.filter((c) => !c.write)) {
      const r = call.request;
      const headers = r.headers as Record<string, string>;
      await load(server.url, r, 200); // warm-up: connections, plans, caches
      const best = await bestOfFive(server.url, r.path!, headers);
      const m = await load(server.url, r);
      rows.push({
        scale,
        call: call.name,
        best,
        p50: m.p50,
        p99: m.p99,
        rps: m.rps,
        errors: m.errors,
      });
    }
    for (const call of calls.filter((c) => c.write)) {
      const m = await load(server.url, call.request, call.amount);
      rows.push({
        scale,
        call: call.name,
        best: null,
        p50: null,
        p99: m.p99,
        rps: m.rps,
        errors: m.errors,
      });
    }
    printNational(scale, rows);
    return rows;
  } finally {
    await server.stop();
  }
}

async function benchScale(scale: number): Promise<NationalRow[]> {
  const url = new URL(base!);
  const name = `pathagar_national_${String(scale).replace(".", "_")}`;
  await admin(async (c) => {
    await c.query(`drop database if exists ${name}`);
    // A UTF-8 character type, as a deployed PostgreSQL has: under the C locale pg_trgm finds no trigrams in
    // Bangla, so Bangla terms could not use the trigram index (docs/SCALE.md).
    await c
      .query(
        `create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C'`,
      )
      .catch(() => c.query(`create database ${name}`));
  });
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dir = mkdtempSync(path.join(os.tmpdir(), "pathagar-national-"));
  try {
    console.log(`== national network at ${scale * 100} % ==`);
    const made = await seedLarge({
      databaseUrl,
      scale,
      uploads: diskStore(dir),
      log: (s) => console.log(`  ${s.name}: ${s.rows} rows in ${(s.ms / 1000).toFixed(1)} s`),
    });
    console.log(`  generated in ${(made.ms / 1000).toFixed(1)} s`);
    return await measureNetwork(databaseUrl, dir, scale);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP !== "1")
      await admin(async (c) => void (await c.query(`drop database if exists ${name}`)));
  }
}

export function printNational(scale: number, rows: NationalRow[]): void {
  const head = ["call", "1 request ms", "p50 ms", "p99 ms", "req/s", "errors"];
  const body = rows.map((r) => [
    r.call,
    r.best === null ? "" : r.best.toFixed(1),
    r.p50 === null ? "" : r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.rps.toFixed(0),
    String(r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\nnational ${scale * 100} %`);
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const b of body) console.log(line(b));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!base) {
    console.error("bench/national.ts needs DATABASE_URL (scripts/test-server-postgres.sh --run …)");
    process.exit(2);
  }
  const all: NationalRow[] = [];
  for (const scale of SCALES) all.push(...(await benchScale(scale)));
  // For `npm run bench` (bench/index.ts), which adds them to its table.
  if (process.env.BENCH_NATIONAL_OUT)
    writeFileSync(process.env.BENCH_NATIONAL_OUT, JSON.stringify(all, null, 2));
}
