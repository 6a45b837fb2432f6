// `npm run bench`: builds the app, starts the server on a temporary database, measures every row of the
// performance budget in one run, prints one table (measure, target, result, pass/fail) and writes
// bench/results.json. Not part of `npm test`: timings are noisy on shared machines.
// BENCH_RUNS (Lighthouse runs per page, default 5); BENCH_SKIP=lighthouse,wire,audit,browser,scan,catalogue,sync,desk,
// outbox,import,server to leave parts out (`lighthouse`: performance runs; `wire`: bytes on the wire of first visits;
// `audit`: accessibility and SEO of the public pages in en and bn; `scan`: the camera scan with a fake camera;
// `catalogue`: adding a book offline to seeing it listed; `desk`: 1,000 offline desk actions replayed, and book
// search over 10,000 mirrored copies; `import`: health and feed p99 during a 5,000-row catalogue import).
// BENCH_NATIONAL=1 adds `national` (bench/national.ts, minutes: a generated national network at 1 % and 10 %, and
// 100 % with BENCH_SCALE=1, with p50/p99 of the hot reads and p99 of writes at each size).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measure as measureBundle } from "../scripts/check-bundle.mjs";
import { clsPerRoute, offlineWarmStart, scrollLongestTask } from "./browser";
import { runLighthouse, TWO_G, type LighthouseRun } from "./lighthouse";
import { scanToFilledField } from "./scan";
import { addToListed } from "./catalogue";
import { auditPublicPages, type PageAudit } from "./lighthouse-audit";
import { kib, machine, median, printTable, secs, span, writeResults, type Row } from "./report";
import { startServerProcess } from "./server";
import { nationalRows, type NationalRow } from "./national-rows";
import { importStallRow, measureImportStall } from "./import-stall";
import { DEMO } from "../tests/e2e/support";
import { closeSharedBrowser } from "../tests/e2e/support/browser";
import { PUBLIC_PAGES } from "../tests/e2e/support/pages";
import { routeSet } from "./routes";
import { wireFirstVisits, type Wire } from "./wire";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));

/** Runs a command, echoing its output, and resolves with stdout once it exits. */
function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 || out ? resolve(out) : reject(new Error(`${cmd} exited ${code}`)),
    );
  });
}

const na = (measure: string, target: string, why: string): Row => ({
  measure,
  target,
  result: why,
  pass: null,
});

const rows: Row[] = [];

/** Runs one part; a failure becomes a row saying so instead of ending the run. */
async function part(name: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    console.error(`${name} failed:`, err);
    rows.push(na(name, "", `failed: ${(err as Error).message.split("\n")[0]}`));
  }
}
const started = Date.now();
const dist = mkdtempSync(path.join(os.tmpdir(), "pathagar-bench-dist-"));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "pathagar-bench-data-"));

try {
  console.log("== build ==");
  await run(process.execPath, [
    path.join(root, "node_modules/vite/bin/vite.js"),
    "build",
    "--outDir",
    dist,
  ]);
  const sizes = measureBundle(dist);
  const guest = sizes[0]!;
  const feed = sizes[1]!;
  rows.push(
    {
      measure: "first-load JS+CSS (gzip), guest /",
      target: "≤ 135 KiB",
      result: kib(guest.total),
      pass: guest.total <= 135 * 1024,
      value: guest.total,
      unit: "bytes",
    },
    {
      measure: "first-load JS+CSS (gzip), signed-in feed",
      target: "≤ 200 KiB",
      result: kib(feed.total),
      pass: feed.total <= 200 * 1024,
      value: feed.total,
      unit: "bytes",
    },
  );

  const server = await startServerProcess({
    DATA_DIR: dataDir,
    STATIC_DIR: dist,
    OTC_DEV_CODE: "123456",
    DATABASE_URL: "",
  });
  console.log(`server: ${server.url} (PGlite in a temporary folder, the build above)`);
  try {
    if (!skip.has("lighthouse"))
      await part("Lighthouse", async () => {
        console.log(`== lighthouse (mobile preset, ${RUNS} runs per page) ==`);
        const guestRuns = await runLighthouse(`${server.url}/`, RUNS);
        const feedRuns = await runLighthouse(`${server.url}/`, RUNS, DEMO.rahim);
        // The same reader back again: the feed and its picture on the device, every file over the network.
        const returningRuns = await runLighthouse(`${server.url}/`, RUNS, DEMO.rahim, true);
        const twoGRuns = await runLighthouse(`${server.url}/`, RUNS, undefined, false, TWO_G);
        const m = (runs: LighthouseRun[], key: keyof LighthouseRun) =>
          median(runs.map((r) => r[key] as number));
        rows.push({
          measure: "landing page transfer, images included (Lighthouse)",
          target: "≤ 400 KiB",
          result: kib(m(guestRuns, "bytes")),
          pass: m(guestRuns, "bytes") <= 400 * 1024,
          value: m(guestRuns, "bytes"),
          unit: "bytes",
        });
        // Issue 45's rows: a guest's first paint on 2G, a signed-in first start's blocking time and transfer.
        rows.push({
          measure: "Largest Contentful Paint, guest / on 2G (300 ms RTT, 250 kbps, 4× CPU)",
          target: "≤ 2.0 s",
          result: `${secs(m(twoGRuns, "lcpMs"))} (FCP ${secs(m(twoGRuns, "fcpMs"))}, median of ${twoGRuns.length})`,
          pass: m(twoGRuns, "lcpMs") <= 2000,
          value: m(twoGRuns, "lcpMs"),
          unit: "ms",
          details: twoGRuns,
        });
        rows.push({
          measure: "signed-in first start: Total Blocking Time (median)",
          target: "≤ 150 ms",
          result: `${m(feedRuns, "tbtMs").toFixed(0)} ms (runs ${feedRuns.map((r) => r.tbtMs.toFixed(0)).join(", ")})`,
          pass: m(feedRuns, "tbtMs") <= 150,
          value: m(feedRuns, "tbtMs"),
          unit: "ms",
        });
        rows.push({
          measure: "signed-in first start: transfer (Lighthouse)",
          target: "≤ 230 KiB",
          result: kib(m(feedRuns, "bytes")),
          pass: m(feedRuns, "bytes") <= 230 * 1024,
          value: m(feedRuns, "bytes"),
          unit: "bytes",
        });
        for (const [name, runs] of [
          ["guest /", guestRuns],
          ["signed-in feed", feedRuns],
          ["signed-in feed, returning reader", returningRuns],
        ] as const) {
          rows.push({
            measure: `Lighthouse performance, ${name} (median of ${runs.length})`,
            target: "≥ 98",
            // The machine's speed beside the scores: on a slower or busier one each task counts longer.
            result: `${m(runs, "score")} (runs ${runs.map((r) => r.score).join(", ")}; benchmark index ${span(runs.map((r) => r.benchmarkIndex))})`,
            pass: m(runs, "score") >= 98,
            value: m(runs, "score"),
            details: runs,
          });
          rows.push({
            measure: `Largest Contentful Paint, ${name}`,
            target: "≤ 1.5 s",
            result: `${secs(m(runs, "lcpMs"))} (FCP ${secs(m(runs, "fcpMs"))}, TBT ${m(runs, "tbtMs").toFixed(0)} ms)`,
            pass: m(runs, "lcpMs") <= 1500,
            value: m(runs, "lcpMs"),
            unit: "ms",
          });
        }
      });

    if (!skip.has("wire"))
      await part("bytes on the wire", async () => {
        console.log("== bytes on the wire (fresh devices, every response counted) ==");
        const wire = await wireFirstVisits(server.url);
        const biggest = (w: Wire) =>
          w.largest
            .slice(0, 4)
            .map((l) => `${l.path.replace(/^\/assets\//, "")} ${kib(l.bytes)}`)
            .join(", ");
        for (const [measure, w, limit] of [
          ["guest's first visit to /, until the service worker is ready", wire.guest, 250],
          [
            "signed-in first start on the feed, until the service worker is ready",
            wire.signedIn,
            230,
          ],
          ["a volunteer's first desk open, until the desk works offline", wire.desk, undefined],
        ] as const) {
          console.log(
            `  ${kib(w.bytes)} in ${w.requests} responses: ${measure}; largest ${biggest(w)}`,
          );
          rows.push({
            measure: `bytes on the wire: ${measure}`,
            target: limit ? `≤ ${limit} KiB` : "report",
            result: `${kib(w.bytes)} in ${w.requests} responses (API ${kib(w.apiBytes)})`,
            pass: limit ? w.bytes <= limit * 1024 : null,
            value: w.bytes,
            unit: "bytes",
            details: w,
          });
        }
        // A library's lists as the device mirrors them (issue targets for Alokito: ≤ 110 KiB in ≤ 4 requests
        // the first time, ≤ 3 KiB when nothing changed; 10,000 copies ≤ 350 KiB).
        for (const [measure, w, limit, most] of [
          ["Alokito's first mirror (3,000 copies, 300 members, loans)", wire.mirror, 110, 4],
          ["Alokito's desk opened again, nothing changed", wire.deskAgain, 3, undefined],
          ["first mirror of a library of 10,000 copies", wire.largeMirror, 350, 4],
          ["that library's desk opened again, nothing changed", wire.largeAgain, 3, undefined],
        ] as const) {
          const { bytes, requests } = w.lists;
          console.log(`  ${kib(bytes)} in ${requests} requests: ${measure}`);
          rows.push({
            measure: `bytes on the wire: ${measure}`,
            target: `≤ ${limit} KiB${most ? ` in ≤ ${most} requests` : ""}`,
            result: `${kib(bytes)} in ${requests} requests`,
            pass: bytes <= limit * 1024 && (!most || requests <= most),
            value: bytes,
            unit: "bytes",
            details: w.lists,
          });
        }
      });

    if (!skip.has("audit"))
      await part("Lighthouse accessibility and SEO", async () => {
        console.log(
          `== lighthouse accessibility and SEO (${PUBLIC_PAGES.length} pages × en/bn × light/dark) ==`,
        );
        const audits = await auditPublicPages(server.url, PUBLIC_PAGES, ["en", "bn"]);
        for (const a of audits) {
          console.log(`  a11y ${a.accessibility}  seo ${a.seo}  ${a.lang} ${a.theme}  ${a.path}`);
          for (const f of [...a.failing.accessibility, ...a.failing.seo])
            console.log(`      failing: ${f.id} (${f.title})`);
        }
        for (const [name, key] of [
          ["accessibility", "accessibility"],
          ["SEO", "seo"],
        ] as const) {
          const lowest = audits.reduce((a, b) => (b[key] < a[key] ? b : a));
          const at = (x: PageAudit) => `${x.path} ${x.lang} ${x.theme}`;
          rows.push({
            measure: `Lighthouse ${name}, ${PUBLIC_PAGES.length} public pages × en/bn × light/dark (lowest)`,
            target: "= 100",
            result: lowest[key] === 100 ? "100" : `${lowest[key]} (${at(lowest)})`,
            pass: lowest[key] === 100,
            value: lowest[key],
            details: audits.map((x) => ({
              page: at(x),
              score: x[key],
              failing: x.failing[key].map((f) => f.id),
            })),
          });
        }
      });

    if (!skip.has("browser")) {
      await part("Cumulative Layout Shift, every route", async () => {
        console.log("== layout shift per route ==");
        const shifts = await clsPerRoute(server.url, await routeSet(server.url));
        for (const s of shifts) console.log(`  ${s.cls.toFixed(4)}  ${s.route}`);
        const worst = shifts.reduce((a, b) => (b.cls > a.cls ? b : a));
        rows.push({
          measure: `Cumulative Layout Shift, every route (${shifts.length} pages)`,
          target: "≤ 0.02",
          result: `worst ${worst.cls.toFixed(3)} (${worst.route})`,
          pass: worst.cls <= 0.02,
          value: worst.cls,
          details: shifts,
        });
      });
      await part("offline warm start", async () => {
        console.log("== offline warm start ==");
        const starts = await offlineWarmStart(server.url, 5);
        rows.push({
          measure: "offline warm start, feed posts painted",
          target: "≤ 400 ms",
          result: `${median(starts).toFixed(0)} ms (runs ${starts.map((t) => t.toFixed(0)).join(", ")})`,
          pass: median(starts) <= 400,
          value: median(starts),
          unit: "ms",
        });
      });
      await part("feed of 2,000 posts, longest task", async () => {
        console.log("== scrolling 2,000 posts ==");
        const scroll = await scrollLongestTask(server.url);
        rows.push({
          measure: "feed of 2,000 posts, longest task while scrolling",
          target: "≤ 50 ms",
          result: `${scroll.longestMs.toFixed(0)} ms (${scroll.tasks} tasks over 50 ms, ${scroll.scrolledPx} px)`,
          pass: scroll.longestMs <= 50,
          value: scroll.longestMs,
          unit: "ms",
        });
      });
    }
    if (!skip.has("scan"))
      await part("scan to filled field", async () => {
        console.log("== scan to filled field (fake camera, WebAssembly reader) ==");
        const scans = await scanToFilledField(server.url, 5);
        rows.push({
          measure: `scan to filled field, fake camera (median of ${scans.length})`,
          target: "≤ 1 s",
          result: `${secs(median(scans))} (runs ${scans.map((t) => t.toFixed(0)).join(", ")} ms; the first loads the reader)`,
          pass: median(scans) <= 1000,
          value: median(scans),
          unit: "ms",
          details: scans,
        });
      });
    if (!skip.has("catalogue"))
      await part("adding a book offline to seeing it in the list", async () => {
        console.log("== adding a book offline to seeing it in the list ==");
        const adds = await addToListed(server.url, 5);
        rows.push({
          measure: `adding a book offline to seeing it in the list (median of ${adds.length})`,
          target: "≤ 100 ms",
          result: `${median(adds).toFixed(0)} ms (runs ${adds.map((t) => t.toFixed(0)).join(", ")})`,
          pass: median(adds) <= 100,
          value: median(adds),
          unit: "ms",
          details: adds,
        });
      });
  } finally {
    await server.stop();
  }

  if (!skip.has("sync"))
    await part("sync benchmark", async () => {
      console.log("== sync (bench/sync.ts) ==");
      const out = await run(process.execPath, ["--import", "tsx", "bench/sync-cli.ts"]);
      const search = /search: .*p95 ([\d.]+) ms/.exec(out);
      rows.push(
        search
          ? {
              measure: "book search over 3,000 mirrored books, p95",
              target: "≤ 30 ms",
              result: `${Number(search[1]).toFixed(2)} ms`,
              pass: Number(search[1]) <= 30,
              value: Number(search[1]),
              unit: "ms",
            }
          : na("book search over 3,000 mirrored books, p95", "≤ 30 ms", "no result (see log)"),
      );
      const replay =
        /replay: (\d+) mutations in (\d+) ms.*duplicates (-?\d+); left in outbox (\d+)/.exec(out);
      rows.push(
        replay
          ? {
              measure: "replay of queued mutations",
              target: "500 in ≤ 15 s, 0 duplicates",
              result: `${replay[1]} in ${secs(Number(replay[2]))}, ${replay[3]} duplicates, ${replay[4]} left`,
              pass:
                replay[1] === "500" &&
                Number(replay[2]) <= 15_000 &&
                replay[3] === "0" &&
                replay[4] === "0",
              value: Number(replay[2]),
              unit: "ms",
            }
          : na("replay of 500 queued mutations", "≤ 15 s, 0 duplicates", "no result (see log)"),
      );
    });

  if (!skip.has("desk"))
    await part("desk benchmark", async () => {
      console.log("== desk (bench/desk-sync.ts) ==");
      const out = await run(process.execPath, ["--import", "tsx", "bench/desk-sync-cli.ts"]);
      // Queueing costs the same however long the queue already is: the last chains against the first.
      const queueing =
        /desk queueing offline: (\d+) actions, ([\d.]+) ms .* ([\d.]+) ms for the last 20/.exec(
          out,
        );
      rows.push(
        queueing
          ? {
              measure: "queueing 1,000 desk actions offline, a chain of five",
              target: "last 20 ≤ 1.5 × first 20",
              result: `first 20: ${queueing[2]} ms, last 20: ${queueing[3]} ms`,
              pass: Number(queueing[3]) <= 1.5 * Number(queueing[2]),
              value: Number(queueing[3]),
              unit: "ms",
            }
          : na(
              "queueing 1,000 desk actions offline",
              "last 20 ≤ 1.5 × first 20",
              "no result (see log)",
            ),
      );
      const replay =
        /desk replay: (\d+) actions in ([\d.]+) s.*duplicates (-?\d+); failed (\d+); left in outbox (\d+)/.exec(
          out,
        );
      rows.push(
        replay
          ? {
              measure: "replay of 1,000 offline desk actions (chains on temporary ids)",
              target: "≤ 60 s, 0 duplicates",
              result: `${replay[1]} in ${replay[2]} s, ${replay[3]} duplicates, ${replay[4]} refused, ${replay[5]} left`,
              pass:
                replay[1] === "1000" &&
                Number(replay[2]) <= 60 &&
                replay[3] === "0" &&
                replay[4] === "0" &&
                replay[5] === "0",
              value: Number(replay[2]) * 1000,
              unit: "ms",
            }
          : na(
              "replay of 1,000 offline desk actions",
              "≤ 60 s, 0 duplicates",
              "no result (see log)",
            ),
      );
      for (const who of ["desk", "reader"] as const) {
        const measure = `${who === "desk" ? "desk" : "reader's"} book search over 10,000 mirrored copies, p95`;
        const search = new RegExp(
          `^${who} search: .* over (\\d+) copies.*p95 ([\\d.]+) ms`,
          "m",
        ).exec(out);
        rows.push(
          search && Number(search[1]) >= 10_000
            ? {
                measure,
                target: "≤ 30 ms",
                result: `${Number(search[2]).toFixed(2)} ms (${search[1]} copies)`,
                pass: Number(search[2]) <= 30,
                value: Number(search[2]),
                unit: "ms",
              }
            : na(measure, "≤ 30 ms", "no result (see log)"),
        );
      }
    });

  if (!skip.has("outbox"))
    await part("outbox under faults", async () => {
      console.log("== outbox under faults (bench/outbox-chaos.ts) ==");
      const out = await run(process.execPath, ["--import", "tsx", "bench/outbox-chaos.ts"]);
      const m =
        /outbox-chaos: sent (\d+), retried (\d+), duplicates=(\d+), lost=(\d+), left (\d+)/.exec(
          out,
        );
      rows.push(
        m
          ? {
              measure: "1,000 mutations through offline, 5xx, timeouts, 401s and reloads",
              target: "duplicates = 0, lost = 0",
              result: `sent ${m[1]}, retried ${m[2]}, duplicates ${m[3]}, lost ${m[4]}, left ${m[5]}`,
              pass: m[3] === "0" && m[4] === "0" && m[5] === "0",
              value: Number(m[3]) + Number(m[4]),
            }
          : na("outbox under faults", "duplicates = 0, lost = 0", "no result (see log)"),
      );
    });

  if (!skip.has("import"))
    await part("import stall", async () => {
      console.log("== a 5,000-row import beside health and feed reads (bench/import-stall.ts) ==");
      rows.push(importStallRow(await measureImportStall()));
    });

  if (!skip.has("server"))
    await part("server benchmark", async () => {
      console.log("== server (bench/server.ts) ==");
      // PostgreSQL from DATABASE_URL, else a throw-away local one (scripts/test-server-postgres.sh).
      const out = process.env.DATABASE_URL
        ? await run(process.execPath, ["--import", "tsx", "bench/server.ts"])
        : await run("bash", [
            "scripts/test-server-postgres.sh",
            "--run",
            process.execPath,
            "--import",
            "tsx",
            "bench/server.ts",
          ]);
      const line = out.split("\n").find((l) => /^PostgreSQL\s+GET \/api\/posts\s{2,}/.test(l));
      const cells = line?.trim().split(/\s{2,}/);
      if (cells && cells.length >= 7) {
        const [, , , errors, rps, , p99] = cells;
        rows.push({
          measure: "server feed GET on PostgreSQL",
          target: "≥ 2,000 req/s, p99 < 50 ms",
          result: `${rps} req/s, p99 ${p99} ms, ${errors} errors`,
          pass: Number(rps) >= 2000 && Number(p99) < 50 && errors === "0",
          value: Number(rps),
          unit: "req/s",
        });
      } else
        rows.push(
          na(
            "server feed GET on PostgreSQL",
            "≥ 2,000 req/s, p99 < 50 ms",
            "no PostgreSQL run (see log)",
          ),
        );
    });

  if (process.env.BENCH_NATIONAL === "1" && !skip.has("national"))
    await part("national network", async () => {
      console.log("== national network (bench/national.ts) ==");
      const out = path.join(dataDir, "national.json");
      const command = [process.execPath, "--import", "tsx", "bench/national.ts"];
      if (process.env.DATABASE_URL)
        await run(command[0]!, command.slice(1), { BENCH_NATIONAL_OUT: out });
      else
        await run("bash", ["scripts/test-server-postgres.sh", "--run", ...command], {
          BENCH_NATIONAL_OUT: out,
        });
      rows.push(...nationalRows(JSON.parse(readFileSync(out, "utf8")) as NationalRow[]));
    });
} finally {
  // The browser the parts' sessions share stays open for the next one; the run ends with it closed.
  await closeSharedBrowser();
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

const m = machine();
console.log(
  `\n== results (${m.cores} × ${m.cpu}, ${m.memoryGiB} GiB, ${m.node}; ${((Date.now() - started) / 60000).toFixed(1)} min) ==`,
);
printTable(rows);
const file = path.join(root, "bench", "results.json");
writeResults(file, rows, { lighthouseRuns: RUNS });
console.log(`written: ${path.relative(root, file)}`);
process.exitCode = rows.every((r) => r.pass !== false) ? 0 : 1;
