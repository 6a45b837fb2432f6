// Lends refused because the copy was already on loan: kept with the loan that stood, and listed for the desk.
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { bookIssues, books, libraryBooks, libraryMembers, loanClashes } from "../db/schema";

/**
 * Notes that a lend of `copyId` to `memberId` (at the device's `attemptedAt`) was refused while the copy
 * was on loan. The same refused lend sent again under a new key is kept once.
 */
export async function recordClash(
  db: Db,
  libraryId: number,
  copyId: number,
  memberId: number,
  attemptedAt: Date,
) {
  const [open] = await db
    .select({ id: bookIssues.id, memberId: bookIssues.libraryMemberId })
    .from(bookIssues)
    .where(
      and(
        eq(bookIssues.libraryBookId, copyId),
        eq(bookIssues.libraryId, libraryId),
        isNull(bookIssues.collectedAt),
      ),
    )
    .limit(1);
  // The member already holds it: nothing clashed.
  if (!open || open.memberId === memberId) return;
  await db
    .insert(loanClashes)
    .values({ libraryId, bookIssueId: open.id, libraryMemberId: memberId, attemptedAt })
    .onConflictDoNothing();
}

const holder = alias(libraryMembers, "holder");
const refused = alias(libraryMembers, "refused");

const person = (m: { id: number; code: string; first: string | null; surname: string | null }) => ({
  id: m.id,
  member_code: m.code,
  name: [m.first, m.surname].filter(Boolean).join(" "),
});

/** A page of a library's clashes after the clash `after` (0: from the first), oldest first. */
export async function clashPage(
  db: Db,
  libraryId: number,
  page: { after: number; offset: number; perPage: number },
) {
  const where = and(eq(loanClashes.libraryId, libraryId), gt(loanClashes.id, page.after));
  const rows = await db
    .select({
      id: loanClashes.id,
      loanId: loanClashes.bookIssueId,
      attemptedAt: loanClashes.attemptedAt,
      createdAt: loanClashes.createdAt,
      copyId: libraryBooks.id,
      bookCode: libraryBooks.bookCode,
      title: books.title,
      holder: {
        id: holder.id,
        code: holder.memberCode,
        first: holder.firstName,
        surname: holder.surname,
      },
      refused: {
        id: refused.id,
        code: refused.memberCode,
        first: refused.firstName,
        surname: refused.surname,
      },
    })
    .from(loanClashes)
    .innerJoin(bookIssues, eq(bookIssues.id, loanClashes.bookIssueId))
    .innerJoin(libraryBooks, eq(libraryBooks.id, bookIssues.libraryBookId))
    .innerJoin(books, eq(books.id, libraryBooks.bookId))
    .innerJoin(holder, eq(holder.id, bookIssues.libraryMemberId))
    .innerJoin(refused, eq(refused.id, loanClashes.libraryMemberId))
    .where(where)
    .orderBy(asc(loanClashes.id))
    .limit(page.perPage)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(loanClashes).where(where);
  const items = rows.map((r) => ({
    id: r.id,
    book_issue_id: r.loanId,
    library_book: { id: r.copyId, book_code: r.bookCode, title: r.title },
    holder: person(r.holder),
    member: person(r.refused),
    attempted_at: r.attemptedAt.toISOString(),
    created_at: r.createdAt.toISOString(),
  }));
  return { items, total: Number(total?.n ?? 0) };
}
