// A pull started before any screen asks for it (the feed's first page at start, as soon as the engine is up,
// instead of after the shell's first paint): the first screen that asks for the same page takes its answer
// instead of fetching the page again.
import { hasMirror, mirror, type MirrorDb } from "../db";
import { isOnline } from "../lib/connectivity";
import { pullPage, type PullRequest, type PullResult } from "./pull";

/** An early answer nobody took by then is stale: the screen fetches afresh. */
const FRESH_MS = 10_000;

const early = new Map<string, { at: number; db: MirrorDb; result: Promise<PullResult> }>();
const keyOf = (request: PullRequest) => JSON.stringify({ ...request, page: request.page ?? 1 });

/** Starts pulling `request` into the signed-in reader's mirror (online only). */
export function pullEarly(request: PullRequest): void {
  if (!isOnline() || !hasMirror()) return;
  const db = mirror();
  const result = pullPage(request, db);
  // Whoever takes it sees the failure; until then it is nobody's.
  result.catch(() => undefined);
  early.set(keyOf(request), { at: Date.now(), db, result });
}

/** The early pull of `request` for the current mirror, once, if one was started and is fresh; else null. */
export function takeEarlyPull(request: PullRequest): Promise<PullResult> | null {
  const key = keyOf(request);
  const hit = early.get(key);
  early.delete(key);
  if (!hit || Date.now() - hit.at >= FRESH_MS || !hasMirror() || hit.db !== mirror()) return null;
  return hit.result;
}
