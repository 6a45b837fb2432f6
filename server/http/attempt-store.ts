// Where sign-in attempts are counted: an interface any store can meet, and the in-memory sliding-window store.

export interface Limit {
  /** Attempts allowed within the window; the next one answers 429 until the oldest leaves it. */
  max: number;
  windowSeconds: number;
}

export interface AttemptKey {
  key: string;
  limit: Limit;
}

/** What `take` answers: the attempt was recorded (`at` identifies it), or the seconds to wait. */
export type Taken = { ok: true; at: number } | { ok: false; waitSeconds: number };

/**
 * Counts attempts per key in a sliding window. `take` must be atomic: two callers can never both see
 * room for the last attempt. The methods answer promises so a shared store (a database) can stand in.
 */
export interface AttemptStore {
  /** When every key has room, records one attempt on each; otherwise records nothing. */
  take(keys: readonly AttemptKey[]): Promise<Taken>;
  /** Takes back an attempt `take` recorded at `at` (it turned out not to count). */
  giveBack(keys: readonly string[], at: number): Promise<void>;
  /** Forgets every attempt on `key`. */
  forget(key: string): Promise<void>;
}

/** Most keys kept; a flood of distinct keys drops the stalest instead of growing memory. */
const MAX_KEYS = 100_000;

/** Timestamps of recent attempts per key, in this process's memory. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, number[]>();
  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string, limit: Limit): number[] {
    const since = this.now() - limit.windowSeconds * 1000;
    const kept = (this.entries.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.entries.set(key, kept);
    else this.entries.delete(key);
    return kept;
  }

  private waitSeconds(key: string, limit: Limit): number {
    const kept = this.recent(key, limit);
    if (kept.length < limit.max) return 0;
    const oldest = kept[kept.length - limit.max]!;
    return Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - this.now()) / 1000));
  }

  // Check and record happen in one synchronous step, so no other request runs in between.
  take(keys: readonly AttemptKey[]): Promise<Taken> {
    const wait = Math.max(0, ...keys.map(({ key, limit }) => this.waitSeconds(key, limit)));
    if (wait > 0) return Promise.resolve({ ok: false, waitSeconds: wait });
    const at = this.now();
    for (const { key } of keys) {
      const list = this.entries.get(key) ?? [];
      list.push(at);
      this.entries.delete(key);
      this.entries.set(key, list);
    }
    while (this.entries.size > MAX_KEYS) {
      const stalest = this.entries.keys().next().value;
      if (stalest === undefined) break;
      this.entries.delete(stalest);
    }
    return Promise.resolve({ ok: true, at });
  }

  giveBack(keys: readonly string[], at: number): Promise<void> {
    for (const key of keys) {
      const list = this.entries.get(key);
      const index = list?.lastIndexOf(at) ?? -1;
      if (index >= 0) list!.splice(index, 1);
      if (list && !list.length) this.entries.delete(key);
    }
    return Promise.resolve();
  }

  forget(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
}
