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
      {
        index: 0,
        line: 2,
        field: "year",
        value: "about 1990",
        message: "The year must be a number, e.g. 1995.",
      },
      {
        index: 0,
        line: 2,
        field: "copies",
        value: "0",
        message: "Copies must be a whole number from 1 to 50.",
      },
      {
        index: 1,
        line: 3,
        field: "book_code",
        value: "ap-1",
        message: "This code is also on line 2 of the file.",
      },
    ]);
  });

  it("names the file's own lines when blank lines sit between the rows", () => {
    const { problems } = buildRows(
      [
        ["A", "X", "", "", "AP-1", "", ""],
        ["B", "Y", "", "", "AP-1", "", ""],
      ],
      [...mapping],
      [5, 1241],
    );
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [1241, "This code is also on line 5 of the file."],
    ]);
  });

  it("splits authors on ; | and ,", () => {
    expect(splitAuthors(" A ;B|C,, ")).toEqual(["A", "B", "C"]);
  });
});

describe("server problems", () => {
  const records = Array.from({ length: 1002 }, (_, i) => [`T${i}`, "A", `isbn-${i}`]);
  const source = {
    records,
    // Six blank lines above data row 1000.
    lines: records.map((_, i) => i + 2 + (i >= 1000 ? 6 : 0)),
    mapping: ["title", "authors", "isbn"] as ("title" | "authors" | "isbn")[],
  };

  it("turns the server's row in a batch into the file's line, with the value it held", () => {
    expect(sheetLine(0)).toBe(2);
    // Row 1 of the batch that starts at data row 1000 is data row 1000: line 1002 + 6 blank lines.
    expect(serverProblems(1000, [{ row: 1, field: "isbn", message: "Bad ISBN" }], source)).toEqual([
      { index: 1000, line: 1008, field: "isbn", value: "isbn-1000", message: "Bad ISBN" },
    ]);
  });

  it("maps a batch of only some rows back to their data rows", () => {
    const sent = [0, 2, 1001];
    const [p] = serverProblems(
      2,
      [{ row: 1, field: "authors.0", message: "Too long" }],
      source,
      sent,
    );
    expect([p!.index, p!.line, p!.value]).toEqual([1001, 1009, "A"]);
  });

  it("keeps one problem per row and field, in row order", () => {
    const merged = mergeProblems(
      [{ index: 7, line: 9, field: "book_code", value: "X", message: "device" }],
      [
        { index: 7, line: 9, field: "book_code", value: "X", message: "server" },
        { index: 1, line: 3, field: "title", value: "", message: "no title" },
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
