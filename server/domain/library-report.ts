// A library's year (or any range of days) in numbers, for its report to members, donors and the government's
// grants: loans and returns per month, new and active members, the most borrowed titles and authors, how many
// loans came back late, and the stock by shelf. Days and months are Bangladesh's (UTC+6, no daylight saving).
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import {
  authors,
  bookAuthors,
  bookIssues,
  books,
  libraryBooks,
  libraryMembers,
} from "../db/schema";

/** Bangladesh's clock: UTC+6 all year. */
const DHAKA = sql.raw(`interval '6 hours'`);
/** A timestamp column as Bangladesh's "YYYY-MM". */
const monthOf = (column: unknown) =>
  sql`to_char((${column} AT TIME ZONE 'UTC') + ${DHAKA}, 'YYYY-MM')`;

export interface ReportRange {
  /** First day, "YYYY-MM-DD", Bangladesh's. */
  from: string;
  /** Last day, included. */
  to: string;
}

/** The range's bounds as instants: from its first day's midnight to the midnight after its last day. */
export function rangeBounds({ from, to }: ReportRange): { start: Date; end: Date } {
  const start = new Date(`${from}T00:00:00+06:00`);
  const end = new Date(new Date(`${to}T00:00:00+06:00`).getTime() + 86_400_000);
  return { start, end };
}

/** Every month of the range, "YYYY-MM", in order. */
export function monthsOf({ from, to }: ReportRange): string[] {
  const months: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, "0")}`);
    m += 1;
    if (m === 13) [y, m] = [y + 1, 1];
  }
  return months;
}

type Counted = { key: string; n: number };

const countedBy = (rows: { key: string; n: number | string }[]) =>
  new Map(rows.map((r) => [r.key, Number(r.n)]));

/** The report's numbers for `libraryId` over `range`; `now` decides which open loans are overdue. */
export async function libraryReport(
  db: Db,
  libraryId: number,
  range: ReportRange,
  now = new Date(),
) {
  const { start, end } = rangeBounds(range);
  const issuedIn = sql`${bookIssues.libraryId} = ${libraryId} AND ${bookIssues.issuedAt} >= ${start} AND ${bookIssues.issuedAt} < ${end}`;
  const [lent, returned, joined, totals, titles, writers, shelves] = await Promise.all([
    db.execute(
      sql`SELECT ${monthOf(bookIssues.issuedAt)} AS key, count(*) AS n FROM ${bookIssues} WHERE ${issuedIn} GROUP BY 1`,
    ),
    db.execute(
      sql`SELECT ${monthOf(bookIssues.collectedAt)} AS key, count(*) AS n FROM ${bookIssues}
          WHERE ${bookIssues.libraryId} = ${libraryId} AND ${bookIssues.collectedAt} >= ${start}
            AND ${bookIssues.collectedAt} < ${end} GROUP BY 1`,
    ),
    db.execute(
      sql`SELECT ${monthOf(libraryMembers.joinedAt)} AS key, count(*) AS n FROM ${libraryMembers}
          WHERE ${libraryMembers.libraryId} = ${libraryId} AND ${libraryMembers.joinedAt} >= ${start}
            AND ${libraryMembers.joinedAt} < ${end} GROUP BY 1`,
    ),
    db.execute(
      sql`SELECT
            (SELECT count(*) FROM ${libraryMembers} WHERE ${libraryMembers.libraryId} = ${libraryId}
               AND ${libraryMembers.joinedAt} < ${end}) AS members,
            (SELECT count(DISTINCT ${bookIssues.libraryMemberId}) FROM ${bookIssues} WHERE ${issuedIn}) AS active,
            (SELECT count(*) FROM ${bookIssues} WHERE ${issuedIn}) AS loans,
            (SELECT count(*) FROM ${bookIssues} WHERE ${issuedIn} AND (
               ${bookIssues.collectedAt} > ${bookIssues.dueAt}
               OR (${bookIssues.collectedAt} IS NULL AND ${bookIssues.dueAt} < ${now}))) AS late,
            (SELECT count(*) FROM ${bookIssues} WHERE ${bookIssues.libraryId} = ${libraryId}
               AND ${bookIssues.collectedAt} IS NULL AND ${bookIssues.dueAt} < ${now}) AS overdue_now`,
    ),
    db.execute(
      sql`SELECT ${books.id} AS id, ${books.title} AS name, count(*) AS n FROM ${bookIssues}
          JOIN ${libraryBooks} ON ${libraryBooks.id} = ${bookIssues.libraryBookId}
          JOIN ${books} ON ${books.id} = ${libraryBooks.bookId}
          WHERE ${issuedIn} GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT 10`,
    ),
    db.execute(
      sql`SELECT ${authors.id} AS id, ${authors.name} AS name, count(*) AS n FROM ${bookIssues}
          JOIN ${libraryBooks} ON ${libraryBooks.id} = ${bookIssues.libraryBookId}
          JOIN ${bookAuthors} ON ${bookAuthors.bookId} = ${libraryBooks.bookId}
          JOIN ${authors} ON ${authors.id} = ${bookAuthors.authorId}
          WHERE ${issuedIn} GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT 10`,
    ),
    db.execute(
      sql`SELECT coalesce(${libraryBooks.shelfNumber}, '') AS key, count(*) AS n FROM ${libraryBooks}
          WHERE ${libraryBooks.libraryId} = ${libraryId} AND ${libraryBooks.status} <> 'withdrawn'
          GROUP BY 1 ORDER BY 1`,
    ),
  ]);
  const lentBy = countedBy(rowsOf<Counted>(lent));
  const returnedBy = countedBy(rowsOf<Counted>(returned));
  const joinedBy = countedBy(rowsOf<Counted>(joined));
  const [t] =
    rowsOf<Record<"members" | "active" | "loans" | "late" | "overdue_now", string>>(totals);
  const loans = Number(t?.loans ?? 0);
  const late = Number(t?.late ?? 0);
  const ranked = (rows: { id: number; name: string; n: string | number }[]) =>
    rows.map((r) => ({ id: Number(r.id), name: r.name, loans: Number(r.n) }));
  return {
    from: range.from,
    to: range.to,
    months: monthsOf(range).map((month) => ({
      month,
      loans: lentBy.get(month) ?? 0,
      returns: returnedBy.get(month) ?? 0,
      new_members: joinedBy.get(month) ?? 0,
    })),
    members: {
      total: Number(t?.members ?? 0),
      new: [...joinedBy.values()].reduce((a, b) => a + b, 0),
      active: Number(t?.active ?? 0),
    },
    loans: {
      total: loans,
      late,
      /** Of the range's loans, the share that came back (or is still out) after its due time; 0 with none. */
      late_rate: loans ? Math.round((late / loans) * 1000) / 1000 : 0,
      overdue_now: Number(t?.overdue_now ?? 0),
    },
    top_titles: ranked(rowsOf(titles)),
    top_authors: ranked(rowsOf(writers)),
    shelves: rowsOf<Counted>(shelves).map((r) => ({ shelf: r.key, copies: Number(r.n) })),
  };
}

export type LibraryReport = Awaited<ReturnType<typeof libraryReport>>;
