// The phone as the Node benchmarks play it: fake-indexeddb for Dexie and a localStorage for the session module
// (imported first, for its side effects), and the real server in its own process on a throw-away data folder.
import "fake-indexeddb/auto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServerProcess } from "./server";

const memory = new Map<string, string>();
(globalThis as { localStorage?: Storage }).localStorage ??= {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
  clear: () => memory.clear(),
  key: () => null,
  length: 0,
} as Storage;

export interface BenchServer {
  url: string;
  /** "PostgreSQL at DATABASE_URL" or "PGlite", for the bench's first line. */
  database: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The server in its own process (a second core), seeded, on a throw-away PGlite folder named after the bench,
 * or on DATABASE_URL when set.
 */
export async function startBenchServer(name: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pathagar-${name}-`));
  const server = await startServerProcess({ DATA_DIR: dataDir, OTC_DEV_CODE: "123456" });
  return {
    url: server.url,
    database: process.env.DATABASE_URL ? "PostgreSQL at DATABASE_URL" : "PGlite",
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `p` quantile (0–1) of times sorted ascending. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** What the search rows type: both scripts, a title's start, an author, a book code and one letter. */
export const SEARCHES = [
  "পথের",
  "গীতাঞ্জ",
  "river",
  "AP-00012",
  "বিভূতিভূষণ",
  "monsoon",
  "নদী",
  "hossain",
  "রবীন্দ্রনাথ",
  "x",
];
