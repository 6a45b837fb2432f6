// Tables for state every server instance shares: sign-in attempt counts and the page cache's version.
import { bigserial, index, pgSequence, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One counted attempt (a wrong password, a code asked for) on a key such as "password:account:+8801…".
 * A row counts until `expires_at` (its time plus the limit's window) and is pruned after.
 */
export const attempts = pgTable(
  "attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("attempts_key_idx").on(t.key, t.expiresAt),
    index("attempts_expiry_idx").on(t.expiresAt),
  ],
);

/** Moved on by every write request: an instance whose cached pages carry an older value drops them. */
export const pageCacheVersion = pgSequence("page_cache_version");
