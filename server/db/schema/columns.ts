// Columns every table writes the same way.
import { sql } from "drizzle-orm";
import { index, timestamp, type PgColumn } from "drizzle-orm/pg-core";

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** The rows whose phonetic key the start-up fill has still to make (none once filled, so it stays empty). */
export const unfilledKey = (name: string, id: PgColumn, key: PgColumn) =>
  index(name)
    .on(id)
    .where(sql`${key} is null`);
