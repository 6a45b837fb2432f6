// Staff finding readers with an account by mobile: the start of a Bangladeshi number (8 digits or more)
// matched against the number people signed up with or put on their profile; the numbers stay hidden.
import { like, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { bdMobilePrefix } from "../../src/lib/phone";
import { invalid } from "./errors";
import { readerPage } from "./users";

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

/** Readers whose mobile starts with `prefix` (a whole number matches exactly), by name; blocked pairs never. */
export async function readersByMobile(
  db: Db,
  viewerId: number,
  prefix: string,
  page: { offset: number; perPage: number },
) {
  // The prefix is "+" and digits only: no LIKE wildcard can slip in.
  const match = or(like(users.username, `${prefix}%`), like(users.mobile, `${prefix}%`));
  return readerPage(db, viewerId, match, page);
}
