import { beforeEach, describe, expect, it } from "vitest";
import Papa from "papaparse";
import { activateTestLocale } from "../../../test/render";
import type { BookIssueRow, BookRow, MemberRow } from "../../../db";
import { copyRow } from "../copyRow.test-util";
import { BOM, csvFileName, toCsv } from "./csvText";
import { booksTable, loansTable, membersTable } from "./exportTables";

const book = (over: Partial<BookRow>): BookRow => copyRow(over);

/** The file's bytes as Excel would read them: UTF-8, BOM first. */
const bytes = (text: string) => new TextEncoder().encode(text);

beforeEach(() => activateTestLocale("en"));

describe("toCsv", () => {
  it("starts with a UTF-8 BOM, quotes what needs quoting and keeps Bangla as it is", () => {
    const csv = toCsv(
      ["Title", "Note"],
      [
        ["পথের পাঁচালী", 'He said "hi", then left'],
        ["Line\nbreak", null],
        ['=HYPERLINK("x")', 1995],
      ],
    );
    expect([...bytes(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1).split("\r\n")[0]).toBe("Title,Note");
    expect(csv).toContain('পথের পাঁচালী,"He said ""hi"", then left"\r\n');
    expect(csv).toContain('"Line\nbreak",\r\n');
    // A cell a spreadsheet would run as a formula is written as text.
    expect(csv).toContain(`"'=HYPERLINK(""x"")",1995`);
    const back = Papa.parse<string[]>(csv.slice(1)).data;
    expect(back[1]).toEqual(["পথের পাঁচালী", 'He said "hi", then left']);
  });

  it("escapes every cell a spreadsheet may run as a formula, full-width signs and line breaks too", () => {
    const risky = [
      "=1+1",
      "+1",
      "-1",
      "@SUM(A1)",
      "\tcmd",
      "\rcmd",
      '\uFF1DHYPERLINK("x")',
      "\uFF0B1",
      "\uFF0D1",
      "\uFF20SUM(A1)",
      '=HYPERLINK("x")\nsecond line',
    ];
    const csv = toCsv(
      ["Cell"],
      risky.map((cell) => [cell]),
    );
    const back = Papa.parse<string[]>(csv.slice(1), { newline: "\r\n" }).data.slice(1);
    expect(back.map((row) => row[0])).toEqual(risky.map((cell) => `'${cell}`));
    // Harmless cells and numbers stay as they are.
    const plain = toCsv(["A", "B", "C"], [["Gitanjali", -5, "a=b"]]);
    expect(plain.slice(1).split("\r\n")[1]).toBe("Gitanjali,-5,a=b");
  });

  it("names files after the library, the list and the day", () => {
    expect(csvFileName("alokito", "books", new Date(2026, 10, 26, 23, 30))).toBe(
      "alokito-books-2026-11-26.csv",
    );
    expect(csvFileName("Dhaka Reads!", "loans", new Date(2026, 0, 5))).toBe(
      "dhaka-reads-loans-2026-01-05.csv",
    );
    expect(csvFileName("পাঠাগার", "members", new Date(2026, 0, 5))).toBe(
      "library-members-2026-01-05.csv",
    );
  });
});

describe("export tables", () => {
  it("books: the import's headers, authors joined, in Bangla when the reader reads Bangla", () => {
    const rows = [
      book({ isbn: "9789840000007", year: 1922, status: "on_loan" }),
      book({
        id: 2,
        code: "AP-00002",
        title: "অগ্নিবীণা",
        authors: ["কাজী নজরুল ইসলাম", "অন্য"],
        shelf: null,
      }),
    ];
    const en = booksTable(rows);
    expect(en.headers).toEqual([
      "Book code",
      "Title",
      "Authors",
      "ISBN",
      "Publisher",
      "Year",
      "Language",
      "Category",
      "Shelf",
      "Box",
      "Status",
    ]);
    expect(en.rows[0]).toEqual([
      "AP-00001",
      "Gitanjali",
      "Rabindranath Tagore",
      "9789840000007",
      null,
      1922,
      null,
      null,
      "A-01",
      null,
      "On loan",
    ]);
    expect(en.rows[1]!.slice(0, 3)).toEqual(["AP-00002", "অগ্নিবীণা", "কাজী নজরুল ইসলাম; অন্য"]);
    activateTestLocale("bn");
    const bn = toCsv(booksTable(rows).headers, booksTable(rows).rows);
    expect(bn.slice(1).split("\r\n")[0]).toBe(
      "বই কোড,শিরোনাম,লেখক,আইএসবিএন,প্রকাশক,প্রকাশকাল,ভাষা,বিষয়,তাক,বাক্স,অবস্থা",
    );
    expect(bn).toContain("AP-00002,অগ্নিবীণা,কাজী নজরুল ইসলাম; অন্য,,,,,,,,পাওয়া যাবে");
  });

  it("members and loans: codes, names, ISO dates, returned or not", () => {
    const member = {
      id: 5,
      member_code: "AP-M0005",
      first_name: "সুমাইয়া",
      surname: "আক্তার",
      nickname: null,
      photo_url: null,
      total_reading_books: 2,
      total_has_read_books: 11,
      library_id: 1,
      user_id: null,
      user: null,
      roles: [{ name: "circulation", permissions: [] }],
    } as MemberRow;
    expect(membersTable([member]).rows[0]).toEqual([
      "AP-M0005",
      "সুমাইয়া আক্তার",
      "No",
      2,
      11,
      "circulation",
    ]);
    const loan = (collected: string | null) =>
      ({
        id: 9,
        library_id: 1,
        library_member: {
          id: 5,
          member_code: "AP-M0005",
          user: null,
          first_name: "Rahim",
          surname: null,
          photo_url: null,
        },
        library_book: {
          id: 3,
          book_code: "AP-00003",
          book: { id: 3, title: "Title, with comma", cover_url: null },
        },
        issued_at: "2026-11-01T09:30:00.000Z",
        collected_at: collected,
      }) as unknown as BookIssueRow;
    const table = loansTable([loan(null), loan("2026-11-10T10:00:00.000Z")]);
    expect(table.headers).toEqual([
      "Book code",
      "Title",
      "Member code",
      "Member",
      "Lent on",
      "Returned on",
    ]);
    expect(table.rows).toEqual([
      ["AP-00003", "Title, with comma", "AP-M0005", "Rahim", "2026-11-01", ""],
      ["AP-00003", "Title, with comma", "AP-M0005", "Rahim", "2026-11-01", "2026-11-10"],
    ]);
    expect(toCsv(table.headers, table.rows)).toContain('AP-00003,"Title, with comma",AP-M0005');
  });
});
