// The next free member code of a library known by id (book-codes.ts holds the rule for both codes), and
// writing a card under a code the unique index may refuse (409 member_code_taken).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { libraries } from "../db/schema";
import { codePrefix, nextMemberCode } from "./book-codes";
import { conflict, notFound } from "./errors";
import { isUniqueViolation } from "./unique";

/** `AP-M0001` style: the library's prefix, `-M` and four digits. */
export const firstMemberCode = (library: Parameters<typeof codePrefix>[0]) =>
  `${codePrefix(library)}-M0001`;

/** One more than the highest `<prefix>-M<digits>` code the library uses (1 for the first). */
export async function nextMemberCodeOf(db: Db, libraryId: number): Promise<string> {
  const [library] = await db.select().from(libraries).where(eq(libraries.id, libraryId));
  if (!library) throw notFound("Library");
  return nextMemberCode(db, library);
}

const codeTaken = (code: string) =>
  conflict(
    "member_code_taken",
    `The member code ${code} is already used in this library.`,
    {},
    { member_code: [`The member code ${code} is already used in this library.`] },
  );

/** Runs `write` in a savepoint, answering 409 member_code_taken when the code's index refuses it. */
export async function withCode<T>(db: Db, code: string, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(db, write);
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(code);
    throw err;
  }
}
