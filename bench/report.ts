// The benchmark's one table (measure, target, result, pass/fail) and bench/results.json for comparing runs.
import { writeFileSync } from "node:fs";
import os from "node:os";

export interface Row {
  measure: string;
  target: string;
  /** Human-readable result, e.g. "1.21 s". */
  result: string;
  /** null when the measure could not be taken (result says why). */
  pass: boolean | null;
  /** The number behind the result (unit in `unit`), for comparisons over time. */
  value?: number;
  unit?: string;
  details?: unknown;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** "1,020–2,310": the lowest and highest of the numbers, rounded (one number when they are the same). */
export const span = (xs: number[]): string => {
  const [low, high] = [Math.min(...xs), Math.max(...xs)].map((x) =>
    Math.round(x).toLocaleString("en"),
  );
  return low === high ? low! : `${low}–${high}`;
};

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function printTable(rows: Row[]): void {
  const head = ["measure", "target", "result", "pass"];
  const body = rows.map((r) => [
    r.measure,
    r.target,
    r.result,
    r.pass === null ? "n/a" : r.pass ? "pass" : "FAIL",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const b of body) console.log(line(b));
}

/** The machine the numbers come from (they mean little without it). */
export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    /** 1/5/15-minute load averages when the table was printed: other work on the machine skews timings. */
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}

export function writeResults(file: string, rows: Row[], extra: Record<string, unknown>): void {
  const data = { date: new Date().toISOString(), machine: machine(), ...extra, rows };
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
