// Lending, returning and renewing: one open loan per copy (the copy's row lock, and the partial unique
// index as the last word), the copy's status and the member's totals kept with each loan.
import { and, count, eq, isNotNull, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { bookIssues, libraries, libraryBooks, libraryMembers } from "../db/schema";
import { conflict, DomainError, invalid, notFound } from "./errors";
import { recordClash } from "./loan-clashes";
import { isUniqueViolation } from "./unique";
import { addDays, checkDeviceTime, checkDueTime, type LendInput } from "./loan-input";

type LoanRow = typeof bookIssues.$inferSelect;

/** 409 book_on_loan naming who holds the copy (`holder: { member_code, name }`). */
async function onLoan(db: Db, copyId: number) {
  const [holder] = await db
    .select({
      code: libraryMembers.memberCode,
      first: libraryMembers.firstName,
      surname: libraryMembers.surname,
    })
    .from(bookIssues)
    .innerJoin(libraryMembers, eq(libraryMembers.id, bookIssues.libraryMemberId))
    .where(and(eq(bookIssues.libraryBookId, copyId), isNull(bookIssues.collectedAt)))
    .limit(1);
  const name = holder ? [holder.first, holder.surname].filter(Boolean).join(" ") : "";
  return conflict(
    "book_on_loan",
    holder ? `This copy is on loan to ${name} (${holder.code}).` : "This copy is on loan.",
    { holder: holder ? { member_code: holder.code, name } : null },
  );
}

/** Recounts a member's open and returned loans into the card's totals. */
async function recount(db: Db, memberId: number) {
  const open = db
    .select({ n: count() })
    .from(bookIssues)
    .where(and(eq(bookIssues.libraryMemberId, memberId), isNull(bookIssues.collectedAt)));
  const done = db
    .select({ n: count() })
    .from(bookIssues)
    .where(and(eq(bookIssues.libraryMemberId, memberId), isNotNull(bookIssues.collectedAt)));
  await db
    .update(libraryMembers)
    .set({
      totalReadingBooks: sql`(${open})`,
      totalHasReadBooks: sql`(${done})`,
      updatedAt: new Date(),
    })
    .where(eq(libraryMembers.id, memberId));
}

async function setCopyStatus(db: Db, copyId: number, status: "available" | "on_loan") {
  await db
    .update(libraryBooks)
    .set({ status, updatedAt: new Date() })
    .where(eq(libraryBooks.id, copyId));
}

/**
 * Lends the copy to the member. Refusals: 422 for a copy or member not in the library or a bad time,
 * 409 book_on_loan / book_withdrawn / member_inactive; a book_on_loan refusal is kept as a clash for the
 * desk whose loan stood (loan-clashes.ts). `overLimit` when the member now holds more open loans than
 * the library's limit (allowed; the desk warns).
 */
export async function lend(db: Db, libraryId: number, input: LendInput) {
  try {
    return await lendOnce(db, libraryId, input);
  } catch (err) {
    if (err instanceof DomainError && err.extra?.reason === "book_on_loan") {
      const at = input.issued_at ?? new Date();
      await recordClash(db, libraryId, input.library_book_id, input.library_member_id, at);
    }
    throw err;
  }
}

/** When the copy's last loan ended (null: never lent, or lent now). */
async function lastReturn(db: Db, copyId: number): Promise<Date | null> {
  const [last] = await db
    .select({ at: max(bookIssues.collectedAt) })
    .from(bookIssues)
    .where(eq(bookIssues.libraryBookId, copyId));
  return last?.at ?? null;
}

async function lendOnce(db: Db, libraryId: number, input: LendInput) {
  return inTransaction(db, async (t) => {
    const [copy] = await t
      .select()
      .from(libraryBooks)
      .where(and(eq(libraryBooks.id, input.library_book_id), eq(libraryBooks.libraryId, libraryId)))
      .for("update");
    if (!copy) throw invalid({ library_book_id: ["The selected library book id is invalid."] });
    const [member] = await t
      .select()
      .from(libraryMembers)
      .where(
        and(
          eq(libraryMembers.id, input.library_member_id),
          eq(libraryMembers.libraryId, libraryId),
        ),
      );
    if (!member)
      throw invalid({ library_member_id: ["The selected library member id is invalid."] });
    if (copy.status === "on_loan") throw await onLoan(t, copy.id);
    if (copy.status === "withdrawn")
      throw conflict("book_withdrawn", `The copy ${copy.bookCode} has been withdrawn.`);
    if (!member.active)
      throw conflict("member_inactive", `The member ${member.memberCode} has been deactivated.`);
    const [library] = await t.select().from(libraries).where(eq(libraries.id, libraryId));
    const now = new Date();
    const asked = input.issued_at ?? now;
    checkDeviceTime("issued_at", asked, { at: copy.createdAt, what: "the copy was added" }, now);
    // A lend queued offline carries the time it was made; the copy may have come back later than that
    // (a return made after it, on this or another device). The loan begins when the copy is back: the
    // copy's history never holds two loans at once.
    const back = await lastReturn(t, copy.id);
    const issuedAt = back && back.getTime() > asked.getTime() ? back : asked;
    const dueAt = input.due_at ?? addDays(issuedAt, library!.loanPeriodDays);
    checkDueTime(dueAt, issuedAt, issuedAt);
    let loan: LoanRow;
    try {
      [loan] = (await t.transaction((s) =>
        s
          .insert(bookIssues)
          .values({
            libraryId,
            libraryMemberId: member.id,
            libraryBookId: copy.id,
            issuedAt,
            dueAt,
          })
          .returning(),
      )) as [LoanRow];
    } catch (err) {
      if (isUniqueViolation(err)) throw await onLoan(t, copy.id);
      throw err;
    }
    await setCopyStatus(t, copy.id, "on_loan");
    await recount(t, member.id);
    const [open] = await t
      .select({ n: count() })
      .from(bookIssues)
      .where(and(eq(bookIssues.libraryMemberId, member.id), isNull(bookIssues.collectedAt)));
    return { loan, overLimit: Number(open?.n ?? 0) > library!.loanLimit };
  });
}

async function lockedLoan(db: Db, libraryId: number, loanId: number): Promise<LoanRow> {
  const [loan] = await db
    .select()
    .from(bookIssues)
    .where(and(eq(bookIssues.id, loanId), eq(bookIssues.libraryId, libraryId)))
    .for("update");
  if (!loan) throw notFound("Book issue");
  return loan;
}

/** Takes the copy back (at `returnedAt`, default now); a returned loan is answered unchanged. */
export async function returnLoan(db: Db, libraryId: number, loanId: number, returnedAt?: Date) {
  await inTransaction(db, async (t) => {
    const loan = await lockedLoan(t, libraryId, loanId);
    if (loan.collectedAt) return;
    const at = returnedAt ?? new Date();
    checkDeviceTime("returned_at", at, { at: loan.issuedAt, what: "the book was issued" });
    await t.update(bookIssues).set({ collectedAt: at }).where(eq(bookIssues.id, loan.id));
    await setCopyStatus(t, loan.libraryBookId, "available");
    await recount(t, loan.libraryMemberId);
  });
}

/** A new due time (default: now + the loan period) and one more renewal; 422 for a returned loan. */
export async function renewLoan(db: Db, libraryId: number, loanId: number, dueAt?: Date) {
  await inTransaction(db, async (t) => {
    const loan = await lockedLoan(t, libraryId, loanId);
    if (loan.collectedAt)
      throw invalid({ due_at: ["This book has been returned; its loan cannot be renewed."] });
    const now = new Date();
    const [library] = await t.select().from(libraries).where(eq(libraries.id, libraryId));
    const due = dueAt ?? addDays(now, library!.loanPeriodDays);
    checkDueTime(due, loan.issuedAt, now);
    await t
      .update(bookIssues)
      .set({ dueAt: due, renewals: sql`${bookIssues.renewals} + 1` })
      .where(eq(bookIssues.id, loan.id));
  });
}
