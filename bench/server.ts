// Server benchmark (not a test): starts the real server in its own process (PGlite on disk, and PostgreSQL when
// DATABASE_URL is set), logs in as Rahim and measures req/s and p50/p99 of the feed GET (alone, then while
// posts are written 10 times a second, each of which empties the server's page cache) and of a post create;
// on PostgreSQL also feed reads through a second instance while the first takes the writes.
import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { benchTwoInstances } from "./server-two-instances";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RAHIM = { username: "+8801711000001", password: "pathagar-demo" };
/** Posts written per second during the feed-with-writes run. */
export const WRITES_PER_SECOND = 10;

export interface Row {
  database: string;
  call: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** Two instances: posts written through one that the other did not show 1 s after ("0/50"). */
  stale?: string;
}

export interface Started {
  url: string;
  stop(): Promise<void>;
}

/** The last 64 kB of the server's output: enough to say why it stopped. */
const keepTail = (text: string) => (text.length > 65_536 ? text.slice(-65_536) : text);

/** `tsx server/main.ts` on a free port; resolves with its URL once it says it is running. */
export function startServerProcess(env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: root,
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", OTC_DEV_CODE: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    const timer = setTimeout(
      () => fail(new Error(`server did not start in 180 s:\n${log}`)),
      180_000,
    );
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(err);
    };
    child.stderr!.on("data", (chunk: Buffer) => (log = keepTail(log + chunk.toString())));
    const onStdout = (chunk: Buffer) => {
      log = keepTail(log + chunk.toString());
      const match = /running at (http:\/\/[^\s"]+)/.exec(log);
      if (!match) return;
      clearTimeout(timer);
      // From here on stdout is one request log line per request: read it (a full pipe would stall the
      // server) but neither keep nor search it, or the bench would spend its own CPU on the server's log.
      child.stdout!.off("data", onStdout);
      child.stdout!.resume();
      resolve({
        url: match[1]!,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
            setTimeout(() => child.kill("SIGKILL"), 5000).unref();
          }),
      });
    };
    child.stdout!.on("data", onStdout);
    child.once("exit", (code) => fail(new Error(`server exited (${code}):\n${log}`)));
  });
}

export async function login(url: string): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(RAHIM),
  });
  if (!res.ok) throw new Error(`login as Rahim: ${res.status} ${await res.text()}`);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const me = await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  const userId = ((await me.json()) as { data: { attributes: { id: number } } }).data.attributes.id;
  return { token, userId };
}

/**
 * `CONNECTIONS` keep-alive connections sending requests back to back for `SECONDS` (autocannon: a load
 * generator far lighter than fetch, so the machine's cores go to the server and the database).
 */
export async function load(
  url: string,
  request: autocannon.Request,
  amount?: number,
): Promise<Omit<Row, "database" | "call">> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    // `amount` requests in all instead of SECONDS of them (a call that can be made only so many times).
    ...(amount ? { amount } : { duration: SECONDS }),
    requests: [request],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    requests: result.requests.total,
    errors,
    rps: result["2xx"] / (result.duration || SECONDS),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServerProcess(env);
  try {
    const { token, userId } = await login(server.url);
    const auth = { authorization: `Bearer ${token}`, accept: "application/json" };
    // Warm up: connections, prepared plans, JIT (a second of the same load, not counted).
    await autocannon({
      url: `${server.url}/api/posts`,
      connections: CONNECTIONS,
      duration: 1,
      headers: auth,
    });
    const feed = await load(`${server.url}/api/posts`, { method: "GET", headers: auth });
    const post = (n: number) =>
      fetch(`${server.url}/api/users/${userId}/posts`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ body: `Benchmark post ${n} written during the feed reads.` }),
      }).then((res) => res.arrayBuffer());
    let written = 0;
    const writer = setInterval(() => void post(++written), 1000 / WRITES_PER_SECOND);
    const feedWithWrites = await load(`${server.url}/api/posts`, {
      method: "GET",
      headers: auth,
    }).finally(() => clearInterval(writer));
    let n = 0;
    const create = await load(`${server.url}/api/users/${userId}/posts`, {
      method: "POST",
      setupRequest: (req) => {
        n += 1;
        return {
          ...req,
          headers: {
            ...auth,
            "content-type": "application/json",
            "idempotency-key": `bench-${Date.now()}-${n}`,
          },
          body: JSON.stringify({ body: `Benchmark post ${n}: আজ পাঠাগারে নতুন বই এসেছে।` }),
        };
      },
    });
    return [
      { database, call: "GET /api/posts", ...feed },
      { database, call: `GET /api/posts, ${WRITES_PER_SECOND} posts/s`, ...feedWithWrites },
      { database, call: "POST /api/users/:id/posts", ...create },
    ];
  } finally {
    await server.stop();
  }
}

function printTable(rows: Row[]): void {
  const head = [
    "database",
    "call",
    "requests",
    "errors",
    "req/s",
    "p50 ms",
    "p99 ms",
    "stale >1 s",
  ];
  const body = rows.map((r) => [
    r.database,
    r.call,
    String(r.requests),
    String(r.errors),
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.stale ?? "",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const b of body) console.log(line(b));
}

/** Runs the benchmark; false when a run failed or any request errored. */
export async function runServerBench(): Promise<boolean> {
  console.log(
    `${CONNECTIONS} concurrent connections, ${SECONDS} s per call, server in its own process`,
  );
  const rows: Row[] = [];
  let ok = true;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pathagar-bench-"));
  const runs: [string, Record<string, string>][] = [
    ["PGlite (disk)", { DATA_DIR: dataDir, DATABASE_URL: "" }],
  ];
  if (process.env.DATABASE_URL)
    runs.push(["PostgreSQL", { DATABASE_URL: process.env.DATABASE_URL }]);
  else
    console.log(
      "PostgreSQL: skipped (set DATABASE_URL, or run scripts/test-server-postgres.sh --run npm run bench:server)",
    );
  try {
    for (const [name, env] of runs) {
      try {
        rows.push(...(await benchDatabase(name, env)));
      } catch (err) {
        ok = false;
        console.error(`${name}: ${(err as Error).message}`);
      }
    }
    if (process.env.DATABASE_URL) {
      try {
        rows.push(await benchTwoInstances(process.env.DATABASE_URL));
      } catch (err) {
        ok = false;
        console.error(`PostgreSQL, 2 instances: ${(err as Error).message}`);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(rows);
  return ok && rows.every((r) => r.errors === 0 && (r.stale ?? "0/").startsWith("0/"));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = (await runServerBench()) ? 0 : 1;
}
