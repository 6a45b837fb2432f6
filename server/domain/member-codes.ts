// The next free member code of a library known by id (book-codes.ts holds the rule for both codes).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { libraries } from "../db/schema";
import { codePrefix, nextMemberCode } from "./book-codes";
import { notFound } from "./errors";

/** `AP-M0001` style: the library's prefix, `-M` and four digits. */
export const firstMemberCode = (library: Parameters<typeof codePrefix>[0]) =>
  `${codePrefix(library)}-M0001`;

/** One more than the highest `<prefix>-M<digits>` code the library uses (1 for the first). */
export async function nextMemberCodeOf(db: Db, libraryId: number): Promise<string> {
  const [library] = await db.select().from(libraries).where(eq(libraries.id, libraryId));
  if (!library) throw notFound("Library");
  return nextMemberCode(db, library);
}
