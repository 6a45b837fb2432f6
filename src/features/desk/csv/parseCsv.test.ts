// Each data row carries the line a spreadsheet shows for it: blank lines count, a quoted cell over several
// lines is one row, CRLF and a BOM change nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { activateTestLocale } from "../../../test/render";
import { parseCsvText } from "./parseCsv";

beforeEach(() => activateTestLocale("en"));

describe("parseCsvText line numbers", () => {
  it("numbers rows from the header's line 1 with no blank lines", () => {
    const file = parseCsvText("a.csv", "title,author\nA,X\nB,Y\n");
    expect(file.headerLine).toBe(1);
    expect(file.records).toEqual([
      ["A", "X"],
      ["B", "Y"],
    ]);
    expect(file.lines).toEqual([2, 3]);
  });

  it("counts blank and whitespace-only lines without making rows of them", () => {
    const file = parseCsvText("a.csv", "title,author\n\nA,X\n   \n\n,\nB,Y\n\n");
    expect(file.records).toEqual([
      ["A", "X"],
      ["B", "Y"],
    ]);
    expect(file.lines).toEqual([3, 7]);
  });

  it("keeps a quoted cell over several lines as one row, as a spreadsheet does", () => {
    const file = parseCsvText("a.csv", 'title,note\nA,"one\ntwo\nthree"\nB,x\n\nC,"a\r\nb"\nD,y');
    expect(file.records.map((r) => r[0])).toEqual(["A", "B", "C", "D"]);
    expect(file.records[0]![1]).toBe("one\ntwo\nthree");
    expect(file.lines).toEqual([2, 3, 5, 6]);
  });

  it("reads CRLF and a byte order mark the same way", () => {
    const text = "title,author\r\n\r\nA,X\r\n\r\n\r\nB,Y\r\n";
    const plain = parseCsvText("a.csv", text);
    const marked = parseCsvText("a.csv", `\uFEFF${text}`);
    expect(marked.headers).toEqual(["title", "author"]);
    expect(marked.lines).toEqual([3, 6]);
    expect(plain.lines).toEqual(marked.lines);
    expect(plain.records).toEqual(marked.records);
  });

  it("takes the first non-blank line as the header", () => {
    const file = parseCsvText("a.csv", "\n\ntitle,author\nA,X\n");
    expect(file.headerLine).toBe(3);
    expect(file.headers).toEqual(["title", "author"]);
    expect(file.lines).toEqual([4]);
  });

  it("names the line of a quote that does not close", () => {
    expect(() => parseCsvText("a.csv", 'title\n\nA\n"B\nC\n')).toThrow(
      "The file’s quotes do not close (near line 4).",
    );
  });
});
