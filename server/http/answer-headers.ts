// Headers added to an answer a handler already made, without rebuilding it.
import type { Context } from "hono";

/**
 * Sets `name` on the finished answer's own headers. Hono's c.header() after the answer rebuilds it around its
 * body, and on Node that turns a plain text body into a stream read back chunk by chunk: on every API call
 * that was a third of the server's time. Headers that cannot change (an answer made by fetch()) go through
 * c.header() as before.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/** Takes `name` off the finished answer (an answer whose headers cannot change keeps it). */
export function dropAnswerHeader(c: Context, name: string): void {
  try {
    c.res.headers.delete(name);
  } catch {
    // Immutable headers: left as they are.
  }
}
