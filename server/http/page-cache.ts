// Built post pages (feed and timelines) kept between writes: any write request, through any instance, empties them.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { WRITE_METHODS } from "./methods";
import { BuiltPage } from "./built-page";

/**
 * A counter every server instance reads and moves on (see shared-version.ts): a write through one instance
 * moves it, and the others drop their pages when they see it moved.
 */
export interface SharedVersion {
  read(): Promise<string>;
  bump(): Promise<void>;
}

export interface PageCacheOptions {
  maxPages?: number;
  /** False (PAGE_CACHE=off): every page is built afresh. */
  enabled?: boolean;
  /** Several instances on one database: checked before every cached answer. */
  shared?: SharedVersion;
}

/**
 * Answers of the post pages by reader and address. Coarse on purpose: a page holds posts, authors, comments,
 * likes and blocks, so instead of tracking which write touches which page, every write request (whatever it
 * did, failed ones too) empties it. Readers far outnumber writes (every open app refreshes its feed), so pages
 * are mostly read again unchanged. With one process on the database (PGlite) the writes it sees are all there
 * are; with several, the shared version tells each of the others' writes before it answers from the cache.
 */
export class PageCache {
  private generation = 0;
  private readonly pages = new Map<string, BuiltPage>();
  private seenVersion: string | undefined;
  private readonly maxPages: number;
  private readonly enabled: boolean;
  private readonly shared: SharedVersion | undefined;

  constructor(options: PageCacheOptions = {}) {
    this.maxPages = options.maxPages ?? 500;
    this.enabled = options.enabled ?? true;
    this.shared = options.shared;
  }

  /** The page, built by `build` unless a copy made since the last write is kept. */
  async get(key: string, build: () => Promise<string>): Promise<BuiltPage> {
    if (!this.enabled) return new BuiltPage(await build());
    if (this.shared) {
      // Read before building: a write that moves it later also drops what this build keeps.
      const version = await this.shared.read();
      if (version !== this.seenVersion) {
        this.clear();
        this.seenVersion = version;
      }
    }
    const kept = this.pages.get(key);
    if (kept !== undefined) return kept;
    const startedIn = this.generation;
    const page = new BuiltPage(await build());
    // A write that ended while this was being built may not be in it: use it once, keep it not.
    if (startedIn === this.generation) {
      if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(key, page);
    }
    return page;
  }

  /** Forgets every page kept here. */
  clear(): void {
    this.generation++;
    this.pages.clear();
  }

  /** A write happened here: forget every page, and tell the other instances. */
  async written(): Promise<void> {
    this.clear();
    await this.shared?.bump();
  }

  get size(): number {
    return this.pages.size;
  }
}

/**
 * Empties the cache after every write request, before its answer goes out: whoever wrote reads the result
 * of the write from then on, through this instance or any other.
 */
export const clearPagesOnWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!WRITE_METHODS.has(c.req.method)) return next();
  try {
    await next();
  } finally {
    // The write is done: a database that cannot move the version must not turn it into an error (a retry
    // would write twice). The other instances catch up at the next write.
    await c.var.pages.written().catch((err: unknown) => {
      console.error("page cache: could not tell the other instances of a write:", err);
    });
  }
};
