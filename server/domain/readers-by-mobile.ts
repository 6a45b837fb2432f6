// Staff finding readers with an account by mobile: the start of a Bangladeshi number (8 digits or more)
// matched against the number people signed up with or put on their profile; the numbers stay hidden.
import { and, asc, like, notInArray, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { bdMobilePrefix } from "../../src/lib/phone";
import { invalid } from "./errors";
import { loadFullUsers } from "../serialize/users";
import { blockedPairIds } from "./blocks";

/** The E.164 prefix to search by, or 422 on the `mobile` field. */
export function readMobilePrefix(typed: string | undefined): string {
  const prefix = bdMobilePrefix(typed ?? "");
  if (!prefix) {
    throw invalid({
      mobile: [
        "The mobile field must be the start of a Bangladeshi mobile number, at least 8 digits (01XXXXXX).",
      ],
    });
  }
  return prefix;
}

/**
 * Readers whose proved mobile (the sign-in number, or a profile number confirmed with a code) starts with
 * `prefix` (a whole number matches exactly), by name; blocked pairs never. Answers the page and whether more
 * follow, never how many match: a count under a short prefix would tell how many readers hold it.
 */
export async function readersByMobile(
  db: Db,
  viewerId: number,
  prefix: string,
  page: { offset: number; perPage: number },
) {
  // The prefix is "+" and digits only: no LIKE wildcard can slip in.
  const match = or(like(users.username, `${prefix}%`), like(users.mobile, `${prefix}%`));
  const blocked = await blockedPairIds(db, viewerId);
  const rows = await db
    .select()
    .from(users)
    .where(blocked.length ? and(match, notInArray(users.id, blocked)) : match)
    .orderBy(asc(users.firstName), asc(users.id))
    .limit(page.perPage + 1)
    .offset(page.offset);
  const more = rows.length > page.perPage;
  return { items: await loadFullUsers(db, rows.slice(0, page.perPage), viewerId), more };
}
