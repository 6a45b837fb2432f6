// A library's codes: its prefix, the next free book and member codes, and runs of consecutive codes.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { libraryBooks, libraryMembers } from "../db/schema";
import type { LibraryRow } from "../serialize/libraries";

export const PREFIX_PATTERN = /^[A-Z0-9]{1,6}$/;
const BOOK_DIGITS = 5;
const MEMBER_DIGITS = 4;

/**
 * The prefix of the library's codes: its setting, else the initials of the first two words of its
 * title written in Latin letters ("Alokito Pathagar" → AP), else of its handle, else "LIB".
 */
export function codePrefix(library: Pick<LibraryRow, "bookCodePrefix" | "title" | "name">): string {
  if (library.bookCodePrefix) return library.bookCodePrefix;
  const words = library.title.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  const initials = words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  if (initials.length >= 2) return initials;
  const handle = library.name.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return handle.slice(0, 2) || "LIB";
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** The highest number N among codes `<start>N` (N digits only) in `column` of the library. */
async function highest(
  db: Db,
  table: typeof libraryBooks | typeof libraryMembers,
  column: typeof libraryBooks.bookCode | typeof libraryMembers.memberCode,
  libraryId: number,
  start: string,
): Promise<number> {
  // The prefix is [A-Z0-9] and the rest fixed text, so it is safe inside the pattern.
  const pattern = `^${start}[0-9]{1,9}$`;
  const [row] = await db
    .select({
      n: sql<
        string | null
      >`max(substring(${column} from ${sql.raw(String(start.length + 1))})::bigint)`,
    })
    .from(table)
    .where(and(eq(table.libraryId, libraryId), sql`${column} ~ ${pattern}`));
  return Number(row?.n ?? 0);
}

/** The code after the library's highest book code of its prefix: AP-03001 after AP-03000. */
export async function nextBookCode(db: Db, library: LibraryRow): Promise<string> {
  const start = `${codePrefix(library)}-`;
  return `${start}${pad((await highest(db, libraryBooks, libraryBooks.bookCode, library.id, start)) + 1, BOOK_DIGITS)}`;
}

/** The code after the library's highest member code of its prefix: AP-M0301 after AP-M0300. */
export async function nextMemberCode(db: Db, library: LibraryRow): Promise<string> {
  const start = `${codePrefix(library)}-M`;
  const n = await highest(db, libraryMembers, libraryMembers.memberCode, library.id, start);
  return `${start}${pad(n + 1, MEMBER_DIGITS)}`;
}

/**
 * `count` consecutive codes from `first`, counting up its trailing number and keeping its width
 * (AP-03001 … AP-03005); null when `first` does not end in a number and more than one is asked for.
 */
export function consecutiveCodes(first: string, count: number): string[] | null {
  if (count === 1) return [first];
  const match = /^(.*?)(\d+)$/.exec(first);
  if (!match) return null;
  const [, head, digits] = match;
  const start = Number(digits);
  return Array.from({ length: count }, (_, i) => `${head}${pad(start + i, digits!.length)}`);
}
