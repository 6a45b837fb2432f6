// A library's code prefix (its setting, else its title's initials) and the next free member code,
// `<prefix>-M` and four digits (more once 9999 is passed).
import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { libraries, libraryMembers } from "../db/schema";

/**
 * The prefix books and members are coded with: the library's setting, else the initials of the first
 * two words of its title written in Latin letters ("Alokito Pathagar" → AP), else of its handle,
 * else "LIB" (the same rule as the desk's book codes and settings).
 */
export function codePrefix(library: {
  bookCodePrefix: string | null;
  title: string;
  name: string;
}) {
  if (library.bookCodePrefix) return library.bookCodePrefix;
  const initials = library.title
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  if (initials.length >= 2) return initials;
  return (
    library.name
      .replace(/[^A-Za-z0-9]/g, "")
      .toUpperCase()
      .slice(0, 2) || "LIB"
  );
}

/** `AP-M0042` for prefix AP and number 42. */
export const memberCode = (prefix: string, n: number) => `${prefix}-M${String(n).padStart(4, "0")}`;

/** One more than the highest `<prefix>-M<digits>` code the library uses (1 for the first). */
export async function nextMemberCode(db: Db, libraryId: number): Promise<string> {
  const [library] = await db
    .select({
      bookCodePrefix: libraries.bookCodePrefix,
      title: libraries.title,
      name: libraries.name,
    })
    .from(libraries)
    .where(eq(libraries.id, libraryId));
  const prefix = codePrefix(library!);
  const head = `${prefix}-M`;
  const rows = await db
    .select({ code: libraryMembers.memberCode })
    .from(libraryMembers)
    .where(
      and(
        eq(libraryMembers.libraryId, libraryId),
        like(libraryMembers.memberCode, `${head.replace(/[\\%_]/g, "\\$&")}%`),
      ),
    );
  let highest = 0;
  for (const { code } of rows) {
    const digits = code.slice(head.length);
    if (/^\d{1,9}$/.test(digits)) highest = Math.max(highest, Number(digits));
  }
  return memberCode(prefix, highest + 1);
}
