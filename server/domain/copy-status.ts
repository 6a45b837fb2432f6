// A copy's withdrawal (lost, damaged, withdrawn, with a note) and its return to the shelf.
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookIssues, libraryBooks, libraryMembers } from "../db/schema";
import { copyJson, requireCopy } from "./desk-books";
import { conflict } from "./errors";

/** 409 book_on_loan naming who has the copy. */
async function onLoan(db: Db, copy: { id: number; bookCode: string }) {
  const [holder] = await db
    .select({
      memberCode: libraryMembers.memberCode,
      firstName: libraryMembers.firstName,
      surname: libraryMembers.surname,
    })
    .from(bookIssues)
    .innerJoin(libraryMembers, eq(libraryMembers.id, bookIssues.libraryMemberId))
    .where(and(eq(bookIssues.libraryBookId, copy.id), isNull(bookIssues.collectedAt)))
    .limit(1);
  const name = holder ? [holder.firstName, holder.surname].filter(Boolean).join(" ") : null;
  return conflict(
    "book_on_loan",
    holder
      ? `${copy.bookCode} is on loan to ${name} (${holder.memberCode}); take it back first.`
      : `${copy.bookCode} is on loan; take it back first.`,
    { holder: holder ? { member_code: holder.memberCode, name } : null },
  );
}

/** Withdraws the copy (lost, damaged, withdrawn) with a note; a copy on loan is refused (409). */
export async function withdrawCopy(
  db: Db,
  libraryId: number,
  copyId: number,
  w: { reason: string; note: string | null },
) {
  const { copy } = await requireCopy(db, libraryId, copyId);
  const now = new Date();
  // One statement: a loan made at the same moment either comes first (and this refuses) or finds it withdrawn.
  const [done] = await db
    .update(libraryBooks)
    .set({
      status: "withdrawn",
      withdrawnReason: w.reason,
      withdrawnNote: w.note,
      withdrawnAt: copy.status === "withdrawn" ? copy.withdrawnAt : now,
      updatedAt: now,
    })
    .where(and(eq(libraryBooks.id, copy.id), ne(libraryBooks.status, "on_loan")))
    .returning({ id: libraryBooks.id });
  if (!done) throw await onLoan(db, copy);
  return copyJson(db, libraryId, copy.id);
}

/** Puts a withdrawn copy back on the shelf; any other copy is answered as it is. */
export async function restoreCopy(db: Db, libraryId: number, copyId: number) {
  const { copy } = await requireCopy(db, libraryId, copyId);
  await db
    .update(libraryBooks)
    .set({
      status: "available",
      withdrawnReason: null,
      withdrawnNote: null,
      withdrawnAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(libraryBooks.id, copy.id), eq(libraryBooks.status, "withdrawn")));
  return copyJson(db, libraryId, copy.id);
}
