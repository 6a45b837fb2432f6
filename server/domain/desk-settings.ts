// The desk's settings (loan period, loan limit, code prefix) with the caller's powers and the next free codes.
import { eq } from "drizzle-orm";
import { toResource } from "../../src/api/schemas/resource";
import type { Db } from "../db/client";
import { libraries } from "../db/schema";
import type { LibraryRow } from "../serialize/libraries";
import { codePrefix, nextBookCode, nextMemberCode } from "./book-codes";
import { forbidden } from "./errors";
import { requireLibrary } from "./libraries";
import { staffPowers } from "./permissions";

/** The library's desk as `userId` sees it; 403 unless they hold a staff power there. */
export async function deskSettings(db: Db, library: LibraryRow, userId: number) {
  const permissions = await staffPowers(db, library.id, userId);
  if (permissions.length === 0) throw forbidden("Only this library's staff can open its desk.");
  const [nextBook, nextMember] = await Promise.all([
    nextBookCode(db, library),
    nextMemberCode(db, library),
  ]);
  return toResource({
    id: library.id,
    permissions,
    /** Whether the caller created the library: only they give or take the admin role. */
    creator: library.createdBy !== null && library.createdBy === userId,
    loan_period_days: library.loanPeriodDays,
    loan_limit: library.loanLimit,
    book_code_prefix: codePrefix(library),
    next_book_code: nextBook,
    next_member_code: nextMember,
  });
}

/** Saves the settings given; the library as it now is. */
export async function saveDeskSettings(
  db: Db,
  libraryId: number,
  values: Partial<Pick<LibraryRow, "loanPeriodDays" | "loanLimit" | "bookCodePrefix">>,
): Promise<LibraryRow> {
  if (Object.keys(values).length > 0)
    await db
      .update(libraries)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(libraries.id, libraryId));
  return requireLibrary(db, libraryId);
}
