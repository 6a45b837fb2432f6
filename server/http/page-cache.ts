// Built post pages (feed and timelines) kept between writes: any write request empties the cache.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { WRITE_METHODS } from "./methods";

/**
 * Answers of the post pages by reader and address. Coarse on purpose: a page holds posts, authors, comments,
 * likes and blocks, so instead of tracking which write touches which page, every write request (whatever it
 * did, failed ones too) empties it. Readers far outnumber writes (every open app refreshes its feed), so pages
 * are mostly read again unchanged. One server process owns the database; a second writer would need this off.
 */
export class PageCache {
  private generation = 0;
  private readonly pages = new Map<string, string>();

  constructor(private readonly maxPages = 500) {}

  /** The page's text, built by `build` unless a copy made since the last write is kept. */
  async get(key: string, build: () => Promise<string>): Promise<string> {
    const kept = this.pages.get(key);
    if (kept !== undefined) return kept;
    const startedIn = this.generation;
    const text = await build();
    // A write that ended while this was being built may not be in it: use it once, keep it not.
    if (startedIn === this.generation) {
      if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(key, text);
    }
    return text;
  }

  /** Forgets every page (a write happened). */
  clear(): void {
    this.generation++;
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}

/**
 * Empties the cache after every write request, before its answer goes out: whoever wrote reads the result
 * of the write from then on.
 */
export const clearPagesOnWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!WRITE_METHODS.has(c.req.method)) return next();
  try {
    await next();
  } finally {
    c.var.pages.clear();
  }
};
