// The national benchmark's rows in `npm run bench`'s table: reads p50 < 10 ms and p99 < 50 ms, writes p99 < 100 ms
// (issue 46's budgets), one row per call and size.
import type { Row } from "./report";

export interface NationalRow {
  scale: number;
  call: string;
  best: number | null;
  p50: number | null;
  p99: number;
  /** Answered requests a second at the bench's connections. */
  rps: number;
  errors: number;
}

export function nationalRows(rows: NationalRow[]): Row[] {
  return rows.map((r) => {
    const size = `${r.scale * 100} %`;
    if (r.p50 === null)
      return {
        measure: `national ${size}: ${r.call}`,
        target: "p99 < 100 ms",
        result: `p99 ${r.p99.toFixed(0)} ms, ${r.errors} errors`,
        pass: r.p99 < 100 && r.errors === 0,
        value: r.p99,
        unit: "ms",
      };
    return {
      measure: `national ${size}: ${r.call}`,
      target: "p50 < 10 ms, p99 < 50 ms",
      result: `p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, ${r.errors} errors`,
      pass: r.p50 < 10 && r.p99 < 50 && r.errors === 0,
      value: r.p99,
      unit: "ms",
    };
  });
}
