// What each export holds: the device's books, members and loans as header + rows, headers in the reader's
// language. Numbers stay ASCII and dates ISO (YYYY-MM-DD) so that spreadsheets read them as numbers and
// dates; the books' headers are the import's field names, so an export can be imported again.
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BookIssueRow, MemberRow } from "../../../db";
import type { BookRow } from "../../../db";
import { memberName } from "../../../lib/libraryText";
import { isReturned } from "../../libraries/tabs/issueStatus";
import type { Cell } from "./csvText";
import { FIELD_LABELS } from "./importFields";

export interface Table {
  headers: string[];
  rows: Cell[][];
}

const day = (iso: string): string => new Date(iso).toISOString().slice(0, 10);

const STATUS = {
  available: msg`Available`,
  on_loan: msg`On loan`,
  withdrawn: msg`Withdrawn`,
};

/** The import's columns (except copies, one row per copy), then each copy's status. */
export function booksTable(copies: BookRow[]): Table {
  const f = FIELD_LABELS;
  const fields = [
    f.book_code,
    f.title,
    f.authors,
    f.isbn,
    f.publisher,
    f.year,
    f.language,
    f.category,
    f.shelf_number,
    f.box_number,
  ];
  return {
    headers: [...fields.map((m) => i18n._(m)), i18n._(msg`Status`)],
    rows: copies.map((c) => [
      c.code,
      c.title,
      c.authors.join("; "),
      c.isbn,
      c.publisher,
      c.year,
      c.language,
      c.category,
      c.shelf,
      c.box,
      i18n._(STATUS[c.status]),
    ]),
  };
}

export function membersTable(members: MemberRow[]): Table {
  return {
    headers: [
      i18n._(msg`Member code`),
      i18n._(msg`Name`),
      i18n._(msg`Has an account`),
      i18n._(msg`Books reading`),
      i18n._(msg`Books read`),
      i18n._(msg`Roles`),
    ],
    rows: members.map((m) => [
      m.member_code,
      memberName(m),
      m.user_id === null ? i18n._(msg`No`) : i18n._(msg`Yes`),
      m.total_reading_books,
      m.total_has_read_books,
      m.roles.map((r) => r.name).join("; "),
    ]),
  };
}

export function loansTable(loans: BookIssueRow[]): Table {
  return {
    headers: [
      i18n._(msg`Book code`),
      i18n._(msg`Title`),
      i18n._(msg`Member code`),
      i18n._(msg`Member`),
      i18n._(msg`Lent on`),
      i18n._(msg`Returned on`),
    ],
    rows: loans.map((l) => [
      l.library_book.book_code,
      l.library_book.book.title,
      l.library_member.member_code,
      memberName(l.library_member),
      day(l.issued_at),
      isReturned(l) ? day(l.collected_at!) : "",
    ]),
  };
}
