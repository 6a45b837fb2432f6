// A library's report on a database of its own, against a fixture counted by hand: months on Bangladesh's clock,
// loans and returns per month, new and active members, late loans, the most borrowed titles and authors, shelves.
import type { Database } from "../db/client";
import { openMemoryDatabase } from "../test/memory-database";
import {
  authors,
  bookAuthors,
  bookIssues,
  books,
  libraries,
  libraryBooks,
  libraryMembers,
} from "../db/schema";
import { libraryReport, monthsOf, rangeBounds } from "./library-report";

let database: Database;
let libraryId: number;
/** Bangladesh's time as an instant: "2026-04-01T03:00" there is 21:00 UTC on 31 March. */
const dhaka = (local: string) => new Date(`${local}:00+06:00`);
const NOW = dhaka("2026-06-15T12:00");

beforeAll(async () => {
  database = await openMemoryDatabase();
  const { db } = database;
  const [library] = await db
    .insert(libraries)
    .values({ name: "report-lib", title: "Report" })
    .returning();
  const [other] = await db
    .insert(libraries)
    .values({ name: "other-lib", title: "Other" })
    .returning();
  libraryId = library!.id;
  const member = async (code: string, joined: string, lib = libraryId) =>
    (
      await db
        .insert(libraryMembers)
        .values({ libraryId: lib, memberCode: code, firstName: code, joinedAt: dhaka(joined) })
        .returning()
    )[0]!.id;
  const [amina, bashir, chaya] = [
    await member("M1", "2025-12-20T10:00"), // before the range
    await member("M2", "2026-02-03T10:00"),
    await member("M3", "2026-04-01T03:00"), // April in Dhaka, still 31 March in UTC
  ];
  await member("M4", "2026-07-01T09:00"); // after the range
  const stranger = await member("X1", "2026-02-01T09:00", other!.id);

  const [tagore, nazrul] = await db
    .insert(authors)
    .values([{ name: "Rabindranath Tagore" }, { name: "Kazi Nazrul Islam" }])
    .returning();
  const title = async (name: string, writers: number[]) => {
    const [book] = await db.insert(books).values({ title: name }).returning();
    if (writers.length)
      await db
        .insert(bookAuthors)
        .values(writers.map((authorId) => ({ bookId: book!.id, authorId })));
    return book!.id;
  };
  const gitanjali = await title("Gitanjali", [tagore!.id]);
  const agnibeena = await title("Agnibeena", [nazrul!.id]);
  const together = await title("Two Poets", [tagore!.id, nazrul!.id]);
  const copy = async (
    book: number,
    code: string,
    shelf: string | null,
    lib = libraryId,
    status: "available" | "withdrawn" = "available",
  ) =>
    (
      await db
        .insert(libraryBooks)
        .values({ libraryId: lib, bookId: book, bookCode: code, shelfNumber: shelf, status })
        .returning()
    )[0]!.id;
  const g1 = await copy(gitanjali, "R-1", "A");
  const g2 = await copy(gitanjali, "R-2", "A");
  const a1 = await copy(agnibeena, "R-3", "B");
  const t1 = await copy(together, "R-4", null);
  await copy(agnibeena, "R-5", "B", libraryId, "withdrawn");
  const elsewhere = await copy(gitanjali, "O-1", "A", other!.id);

  const loan = (
    book: number,
    who: number,
    issued: string,
    due: string,
    back: string | null,
    lib = libraryId,
  ) => ({
    libraryId: lib,
    libraryBookId: book,
    libraryMemberId: who,
    issuedAt: dhaka(issued),
    dueAt: dhaka(due),
    collectedAt: back ? dhaka(back) : null,
  });
  await db.insert(bookIssues).values([
    loan(g1, amina, "2025-12-28T10:00", "2026-01-10T10:00", "2026-01-05T10:00"), // before the range, back in Jan
    loan(g1, amina, "2026-01-15T10:00", "2026-01-29T10:00", "2026-02-02T10:00"), // late
    loan(g2, bashir, "2026-02-05T10:00", "2026-02-19T10:00", "2026-02-18T10:00"),
    loan(a1, bashir, "2026-02-06T10:00", "2026-02-20T10:00", "2026-03-01T00:30"), // late; back on 1 Mar in Dhaka
    loan(t1, chaya, "2026-04-01T04:00", "2026-04-14T10:00", null), // April in Dhaka (31 March UTC); out, overdue
    loan(g2, chaya, "2026-05-01T10:00", "2026-07-01T10:00", null), // out, not yet due
    loan(g1, bashir, "2026-07-02T10:00", "2026-07-16T10:00", null), // after the range, overdue by July only
    loan(elsewhere, stranger, "2026-02-10T10:00", "2026-02-12T10:00", null, other!.id),
  ]);
});

afterAll(async () => {
  await database?.close();
});

describe("libraryReport", () => {
  it("counts the range's months, members, loans and late ones as counted by hand", async () => {
    const report = await libraryReport(
      database.db,
      libraryId,
      { from: "2026-01-01", to: "2026-06-30" },
      NOW,
    );
    expect(report.months).toEqual([
      { month: "2026-01", loans: 1, returns: 1, new_members: 0 },
      { month: "2026-02", loans: 2, returns: 2, new_members: 1 },
      { month: "2026-03", loans: 0, returns: 1, new_members: 0 },
      { month: "2026-04", loans: 1, returns: 0, new_members: 1 },
      { month: "2026-05", loans: 1, returns: 0, new_members: 0 },
      { month: "2026-06", loans: 0, returns: 0, new_members: 0 },
    ]);
    // Members by the range's end: Amina, Bashir, Chaya (not M4, who joins in July, nor the other library's).
    expect(report.members).toEqual({ total: 3, new: 2, active: 3 });
    // Five loans in the range; late: Jan's (back after its due day), Feb's Agnibeena, April's still out.
    expect(report.loans).toEqual({ total: 5, late: 3, late_rate: 0.6, overdue_now: 1 });
    expect(report.top_titles).toEqual([
      { id: expect.any(Number), name: "Gitanjali", loans: 3 },
      { id: expect.any(Number), name: "Agnibeena", loans: 1 },
      { id: expect.any(Number), name: "Two Poets", loans: 1 },
    ]);
    expect(report.top_authors).toEqual([
      { id: expect.any(Number), name: "Rabindranath Tagore", loans: 4 },
      { id: expect.any(Number), name: "Kazi Nazrul Islam", loans: 2 },
    ]);
    expect(report.shelves).toEqual([
      { shelf: "", copies: 1 },
      { shelf: "A", copies: 2 },
      { shelf: "B", copies: 1 },
    ]);
  });

  it("is all zeros for a range with nothing in it, each month still named", async () => {
    const report = await libraryReport(
      database.db,
      libraryId,
      { from: "2024-11-01", to: "2025-01-31" },
      NOW,
    );
    expect(report.months.map((m) => m.month)).toEqual(["2024-11", "2024-12", "2025-01"]);
    expect(report.months.every((m) => m.loans + m.returns + m.new_members === 0)).toBe(true);
    expect(report.loans).toMatchObject({ total: 0, late: 0, late_rate: 0 });
    expect(report.top_titles).toEqual([]);
  });
});

describe("the range", () => {
  it("runs from the first day's midnight in Dhaka to the midnight after the last", () => {
    const { start, end } = rangeBounds({ from: "2026-01-01", to: "2026-01-31" });
    expect(start.toISOString()).toBe("2025-12-31T18:00:00.000Z");
    expect(end.toISOString()).toBe("2026-01-31T18:00:00.000Z");
  });

  it("names every month across a year's end", () => {
    expect(monthsOf({ from: "2025-11-20", to: "2026-02-01" })).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });
});
