// Mutation kinds for lending: lend a copy to a member (either may still be temporary), return, renew.
import * as loansApi from "../../api/loans";
import type { BookIssue } from "../../api/schemas";
import { issueRow, type BookIssueRow, type BookRow, type MirrorDb } from "../../db";
import { keys } from "../keys";
import { defineKind, remapQueued, type TempId } from "../engine";

type Id = number | string;

export interface LoanCreatePayload {
  tempId: TempId;
  libraryId: number;
  copyId: Id;
  memberId: Id;
  issuedAt: string;
  dueAt: string;
  /** What the device showed of the copy and the member (the sync panel and the loan row use it). */
  title: string;
  book_code: string;
  cover_url: string | null;
  member: BookIssueRow["library_member"];
}

export interface LoanReturnPayload {
  libraryId: number;
  loanId: Id;
  copyId: Id;
  memberId: Id;
  returnedAt: string;
  title: string;
  book_code: string;
}

export interface LoanRenewPayload {
  libraryId: number;
  loanId: Id;
  dueAt: string;
  title: string;
  book_code: string;
}

type CopyStatus = NonNullable<BookRow["status"]>;

/** Sets a copy's status in the mirror; returns the one it replaced. */
async function setCopyStatus(db: MirrorDb, copyId: Id, status: CopyStatus) {
  const copy = await db.books.get(copyId as number);
  if (copy) await db.books.update(copyId as number, { status });
  return copy?.status ?? "available";
}

/** Moves a member's count of open loans by `delta`, never below zero. */
async function countLoan(db: MirrorDb, memberId: Id, delta: number) {
  await db.members
    .where("id")
    .equals(memberId)
    .modify((m) => {
      m.open_loans = Math.max(0, (m.open_loans ?? 0) + delta);
    });
}

/** What a return or a renewal replaced on the loan's row. */
type LoanUndo = Partial<BookIssueRow>;

export const loanCreate = defineKind("loan.create")<
  LoanCreatePayload,
  { data: BookIssue },
  { status: CopyStatus }
>({
  entityKey: (p) => keys.loan(p.tempId),
  // It lends the copy and counts the loan on the member: a pull keeps both as they are here until it is sent.
  protects: (p) => [keys.loan(p.tempId), keys.copy(p.copyId), keys.member(p.memberId)],
  creates: (p) => p.tempId,
  refersTo: (p) => [p.copyId, p.memberId],
  async apply(db, p, mutationId) {
    await db.bookIssues.put({
      id: p.tempId,
      library_id: p.libraryId,
      library_member: { ...p.member, id: p.memberId },
      library_book: {
        id: p.copyId,
        book_code: p.book_code,
        book: { id: 0, title: p.title, cover_url: p.cover_url },
      },
      issued_at: p.issuedAt,
      collected_at: null,
      due_at: p.dueAt,
      renewals: 0,
      days_overdue: 0,
      copyId: p.copyId,
      memberId: p.memberId,
      open: 1,
      pendingBy: mutationId,
    });
    const status = await setCopyStatus(db, p.copyId, "on_loan");
    await countLoan(db, p.memberId, 1);
    return { status };
  },
  send: (p, key) =>
    loansApi.createLoan(
      p.libraryId,
      {
        library_book_id: p.copyId as number,
        library_member_id: p.memberId as number,
        issued_at: p.issuedAt,
        due_at: p.dueAt,
      },
      key,
    ),
  async reconcile(db, p, answer, row) {
    const server = answer.data;
    await db.bookIssues.delete(p.tempId);
    await db.bookIssues.put(issueRow(server));
    await setCopyStatus(db, server.library_book.id, "on_loan");
    await remapQueued(db, p.tempId, server.id, "loan", row.id);
  },
  async rollback(db, p, undo) {
    const loan = await db.bookIssues.get(p.tempId);
    await db.bookIssues.delete(p.tempId);
    if (!loan) return;
    await setCopyStatus(db, p.copyId, undo?.status ?? "available");
    await countLoan(db, p.memberId, -1);
  },
});

export const loanReturn = defineKind("loan.return")<LoanReturnPayload, BookIssue, LoanUndo | null>({
  entityKey: (p) => keys.loan(p.loanId),
  // The copy comes back and the member's count of loans goes down: kept from a pull until it is sent.
  protects: (p) => [keys.loan(p.loanId), keys.copy(p.copyId), keys.member(p.memberId)],
  refersTo: (p) => [p.loanId],
  async apply(db, p, mutationId) {
    const loan = await db.bookIssues.get(p.loanId);
    if (!loan) return null;
    await db.bookIssues.update(p.loanId, {
      collected_at: p.returnedAt,
      open: 0,
      days_overdue: 0,
      pendingBy: mutationId,
    });
    await setCopyStatus(db, p.copyId, "available");
    if (loan.open) await countLoan(db, p.memberId, -1);
    return {
      collected_at: loan.collected_at,
      open: loan.open,
      days_overdue: loan.days_overdue ?? 0,
      pendingBy: loan.pendingBy,
    };
  },
  send: (p, key) => loansApi.returnLoan(p.libraryId, p.loanId as number, p.returnedAt, key),
  async reconcile(db, _p, server) {
    await db.bookIssues.put(issueRow(server));
    await setCopyStatus(db, server.library_book.id, "available");
  },
  async rollback(db, p, undo) {
    if (!undo) return;
    await db.bookIssues.update(p.loanId, undo);
    if (undo.open) {
      await setCopyStatus(db, p.copyId, "on_loan");
      await countLoan(db, p.memberId, 1);
    }
  },
});

export const loanRenew = defineKind("loan.renew")<LoanRenewPayload, BookIssue, LoanUndo | null>({
  entityKey: (p) => keys.loan(p.loanId),
  protects: (p) => [keys.loan(p.loanId)],
  refersTo: (p) => [p.loanId],
  async apply(db, p, mutationId) {
    const loan = await db.bookIssues.get(p.loanId);
    if (!loan) return null;
    await db.bookIssues.update(p.loanId, {
      due_at: p.dueAt,
      renewals: (loan.renewals ?? 0) + 1,
      days_overdue: 0,
      pendingBy: mutationId,
    });
    return {
      due_at: loan.due_at,
      renewals: loan.renewals ?? 0,
      days_overdue: loan.days_overdue ?? 0,
      pendingBy: loan.pendingBy,
    };
  },
  send: (p, key) => loansApi.renewLoan(p.libraryId, p.loanId as number, p.dueAt, key),
  async reconcile(db, _p, answer) {
    await db.bookIssues.put(issueRow(answer));
  },
  async rollback(db, p, undo) {
    if (undo) await db.bookIssues.update(p.loanId, undo);
  },
});
