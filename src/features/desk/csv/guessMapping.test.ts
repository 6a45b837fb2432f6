import { beforeEach, describe, expect, it } from "vitest";
import { activateTestLocale } from "../../../test/render";
import { booksTable } from "./exportTables";
import { guessMapping, missingRequired } from "./guessMapping";

beforeEach(() => activateTestLocale("en"));

describe("guessMapping", () => {
  it("reads English headers, however they are spelt", () => {
    expect(
      guessMapping([
        "Book Title",
        "Author(s)",
        "ISBN-13",
        "Publisher Name",
        "Publication year",
        "Accession No.",
        "Shelf no",
        "BOX",
        "Qty",
        "Notes",
      ]),
    ).toEqual([
      "title",
      "authors",
      "isbn",
      "publisher",
      "year",
      "book_code",
      "shelf_number",
      "box_number",
      "copies",
      null,
    ]);
  });

  it("reads Bangla headers, and takes প্রকাশকাল for the year, not the publisher", () => {
    expect(
      guessMapping([
        "বইয়ের নাম",
        "লেখকের নাম",
        "প্রকাশনী",
        "প্রকাশকাল",
        "ভাষা",
        "বিষয়",
        "বই কোড",
        "তাক",
        "বাক্স",
      ]),
    ).toEqual([
      "title",
      "authors",
      "publisher",
      "year",
      "language",
      "category",
      "book_code",
      "shelf_number",
      "box_number",
    ]);
  });

  it("gives a field to one column only, exact names first", () => {
    expect(guessMapping(["Title", "Book title"])).toEqual(["title", null]);
    // "Code" names the book code exactly, so "Shelf code" is left the shelf.
    expect(guessMapping(["Shelf code", "Code"])).toEqual(["shelf_number", "book_code"]);
  });

  it("maps the books export back to its fields in both languages", () => {
    const expected = [
      "book_code",
      "title",
      "authors",
      "isbn",
      "publisher",
      "year",
      "language",
      "category",
      "shelf_number",
      "box_number",
      null,
    ];
    expect(guessMapping(booksTable([]).headers)).toEqual(expected);
    activateTestLocale("bn");
    expect(guessMapping(booksTable([]).headers)).toEqual(expected);
  });

  it("says which required fields have no column", () => {
    expect(missingRequired(["title", null])).toEqual(["authors"]);
    expect(missingRequired(["authors", "title"])).toEqual([]);
  });
});

it("reads য় typed as one code point or as য and a nukta alike", () => {
  expect(guessMapping(["\u09AC\u09BF\u09B7\u09DF", "\u09AC\u09BF\u09B7\u09AF\u09BC"])).toEqual([
    "category",
    null,
  ]);
  expect(guessMapping(["\u09AC\u09BF\u09B7\u09AF\u09BC"])).toEqual(["category"]);
});
