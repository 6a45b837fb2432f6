// The file of rows to fix: the original header and cells of each bad row, in file order, and its problems.
import Papa from "papaparse";
import { beforeEach, expect, it } from "vitest";
import { activateTestLocale } from "../../../test/render";
import { badRowsCsv, badRowsFileName, cellProblemText } from "./badRowsFile";
import type { RowProblem } from "./importRows";
import { parseCsvText } from "./parseCsv";

beforeEach(() => activateTestLocale("en"));

const file = parseCsvText(
  "catalogue.csv",
  'Title,ISBN,Note\nA,9780306406157,"two\nlines"\n\nB,978-0-306-40615-X,\nC,,x\n,,y\n',
);
const problems: RowProblem[] = [
  { index: 3, line: 6, field: "title", value: "", message: "The title is required." },
  { index: 1, line: 4, field: "isbn", value: "978-0-306-40615-X", message: "Not a valid ISBN." },
  { index: 3, line: 6, field: "isbn", value: "", message: "Other." },
];

it("says the field, the value and the problem", () => {
  expect(cellProblemText(problems[1]!)).toBe("ISBN “978-0-306-40615-X”: Not a valid ISBN.");
  expect(cellProblemText(problems[0]!)).toBe("Title (empty): The title is required.");
  expect(cellProblemText({ ...problems[0]!, value: "x".repeat(100) })).toMatch(/^Title “x{59}…”/);
});

it("writes the bad rows with the file's columns plus a problem column", () => {
  const text = badRowsCsv(file, problems);
  expect(text.startsWith("\uFEFF")).toBe(true);
  const back = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(back).toEqual([
    ["Title", "ISBN", "Note", "problem"],
    ["B", "978-0-306-40615-X", "", "ISBN “978-0-306-40615-X”: Not a valid ISBN."],
    ["", "", "y", "Title (empty): The title is required. ISBN (empty): Other."],
  ]);
  expect(badRowsFileName("catalogue.csv")).toBe("catalogue-to-fix.csv");
});

it("hands back a formula-like cell as text, in its column and in the problem column", () => {
  const hostile = parseCsvText("x.csv", 'Title,ISBN\n=HYPERLINK("http://x"),1\n');
  const text = badRowsCsv(hostile, [
    { index: 0, line: 2, field: "title", value: '=HYPERLINK("http://x")', message: "Bad." },
  ]);
  const [, row] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(row![0]).toBe(`'=HYPERLINK("http://x")`);
  expect(row![2]).toBe('Title “=HYPERLINK("http://x")”: Bad.');
});
