// What the pulls of a library's lists share: one pull under way per mirror and key (two screens asking at once
// wait for the same one), and the server's "not modified" (304: the version the device sent back still holds).
import { isApiError } from "../api/errors";
import type { MirrorDb } from "../db";

const running = new Map<string, Promise<unknown>>();

/** Runs `pull`, or hands back the one already under way for this mirror and key. */
export function pullOnce<T>(db: MirrorDb, key: string, pull: () => Promise<T>): Promise<T> {
  const id = `${db.name}:${key}`;
  let job = running.get(id) as Promise<T> | undefined;
  if (!job) {
    job = pull().finally(() => running.delete(id));
    running.set(id, job);
  }
  return job;
}

/** The server's answer to a version sent back (If-None-Match) that still holds. */
export const isNotModified = (error: unknown): boolean => isApiError(error) && error.status === 304;
