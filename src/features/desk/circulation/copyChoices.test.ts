// The copies a lending or return box offers: found by a title or author in either script, the ready ones
// first, nothing for an exact code.
import type { BookRow } from "../../../db";
import { bookHaystack } from "../../../db";
import { copyChoices } from "./copyChoices";

const copy = (
  id: number,
  code: string,
  title: string,
  status: BookRow["status"],
  authors: string[] = [],
) => {
  const row = { id, code, title, authors, status } as BookRow;
  return { ...row, search: bookHaystack(row) };
};

const COPIES = [
  copy(1, "AP-03001", "পথের পাঁচালী", "on_loan", ["বিভূতিভূষণ বন্দ্যোপাধ্যায়"]),
  copy(2, "AP-03002", "পথের পাঁচালী", "available", ["বিভূতিভূষণ বন্দ্যোপাধ্যায়"]),
  copy(3, "AP-03003", "Pather Panchali", "withdrawn", ["Bibhutibhushan Bandyopadhyay"]),
  copy(4, "AP-03004", "লালসালু", "available", ["সৈয়দ ওয়ালীউল্লাহ"]),
];
const codes = (rows: BookRow[]) => rows.map((r) => r.code);

it("finds a Bangla title typed in Latin letters, free copies first when lending", () => {
  expect(codes(copyChoices(COPIES, "pather panchali", "lend"))).toEqual([
    "AP-03002",
    "AP-03001",
    "AP-03003",
  ]);
});

it("finds it typed in Bangla, copies on loan first when taking back", () => {
  expect(codes(copyChoices(COPIES, "পথের পাঁচালী", "return"))).toEqual([
    "AP-03001",
    "AP-03002",
    "AP-03003",
  ]);
});

it("finds by author and by the first word of a title", () => {
  expect(codes(copyChoices(COPIES, "Walliullah", "lend"))).toEqual(["AP-03004"]);
  expect(codes(copyChoices(COPIES, "lalsalu", "lend"))).toEqual(["AP-03004"]);
  expect(codes(copyChoices(COPIES, "pather", "lend"))).toHaveLength(3);
});

it("offers nothing for an empty box or a whole code, and copies for the start of a code", () => {
  expect(copyChoices(COPIES, "  ", "lend")).toEqual([]);
  expect(copyChoices(COPIES, "ap-03004", "lend")).toEqual([]);
  expect(codes(copyChoices(COPIES, "AP-0300", "lend"))).toHaveLength(4);
});
