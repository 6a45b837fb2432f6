import { beforeEach, describe, expect, it } from "vitest";
import { activateTestLocale } from "../../../test/render";
import { buildRows, sheetLine, splitAuthors } from "./importRows";
import { mergeProblems, serverProblems, fieldLabel } from "./serverProblems";

beforeEach(() => activateTestLocale("en"));

const mapping = ["title", "authors", "isbn", "year", "book_code", "copies", null] as const;

describe("buildRows", () => {
  it("reads mapped cells, trims them, leaves empty ones out and makes Bangla digits ASCII", () => {
    const { rows, problems } = buildRows(
      [
        [" পথের পাঁচালী ", "বিভূতিভূষণ বন্দ্যোপাধ্যায়", "", "১৯২৯", "AP-০৯০০১", "২", "ignored"],
        ["Gitanjali", "Tagore; Yeats | Someone, Else", "978-0-00-000000-2", "", "", "", ""],
      ],
      [...mapping],
    );
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      title: "পথের পাঁচালী",
      authors: ["বিভূতিভূষণ বন্দ্যোপাধ্যায়"],
      year: 1929,
      book_code: "AP-09001",
      copies: 2,
    });
    expect(rows[1]).toEqual({
      title: "Gitanjali",
      authors: ["Tagore", "Yeats", "Someone", "Else"],
      isbn: "978-0-00-000000-2",
    });
  });

  it("finds what the device can see over the whole file: bad numbers and a code used twice", () => {
    const { problems } = buildRows(
      [
        ["A", "X", "", "about 1990", "AP-1", "0", ""],
        ["B", "Y", "", "", "ap-1", "", ""],
      ],
      [...mapping],
    );
    expect(problems).toEqual([
      { line: 2, field: "year", message: "The year must be a number, e.g. 1995." },
      { line: 2, field: "copies", message: "Copies must be a whole number from 1 to 50." },
      { line: 3, field: "book_code", message: "This code is also on row 2 of the file." },
    ]);
  });

  it("splits authors on ; | and ,", () => {
    expect(splitAuthors(" A ;B|C,, ")).toEqual(["A", "B", "C"]);
  });
});

describe("server problems", () => {
  it("turns the server's row in a batch into the spreadsheet's row", () => {
    expect(sheetLine(0)).toBe(2);
    // Row 1 of the batch that starts at data row 1000 is data row 1000: spreadsheet row 1002.
    expect(serverProblems(1000, [{ row: 1, field: "isbn", message: "Bad ISBN" }])).toEqual([
      { line: 1002, field: "isbn", message: "Bad ISBN" },
    ]);
  });

  it("keeps one problem per row and field, in row order", () => {
    const merged = mergeProblems(
      [{ line: 9, field: "book_code", message: "device" }],
      [
        { line: 9, field: "book_code", message: "server" },
        { line: 3, field: "title", message: "no title" },
      ],
    );
    expect(merged.map((p) => [p.line, p.message])).toEqual([
      [3, "no title"],
      [9, "device"],
    ]);
    expect(fieldLabel("authors.0")).toBe("Authors");
    expect(fieldLabel("rows")).toBe("rows");
  });
});
