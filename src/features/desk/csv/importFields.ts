// The catalogue's fields as a CSV names them: the import's columns, the export's headers, and the header
// names (English and Bangla) a librarian's own spreadsheet may use for each, for guessing the mapping.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { CATALOGUE_FIELDS } from "../../../lib/catalogueFields";

export const BOOK_FIELDS = [...CATALOGUE_FIELDS, "copies"] as const;

export type BookField = (typeof BOOK_FIELDS)[number];

export const FIELD_LABELS: Record<BookField, MessageDescriptor> = {
  title: msg`Title`,
  authors: msg`Authors`,
  isbn: msg`ISBN`,
  publisher: msg`Publisher`,
  year: msg`Year`,
  language: msg`Language`,
  category: msg`Category`,
  book_code: msg`Book code`,
  shelf_number: msg`Shelf`,
  box_number: msg`Box`,
  copies: msg`Copies`,
};

/**
 * Words that name a field inside a header, in either language (matched after `headerKey`). The longest
 * word found wins, so "প্রকাশকাল" (year) is not taken for "প্রকাশক" (publisher).
 */
export const FIELD_WORDS: Record<BookField, string[]> = {
  title: ["title", "booktitle", "bookname", "name", "শিরোনাম", "বইয়েরনাম", "বইএরনাম", "নাম"],
  authors: ["author", "writer", "লেখক", "লেখিকা", "গ্রন্থকার"],
  isbn: ["isbn", "আইএসবিএন"],
  publisher: ["publisher", "publishedby", "প্রকাশক", "প্রকাশনী", "প্রকাশনা"],
  year: [
    "year",
    "published",
    "publicationyear",
    "সাল",
    "বছর",
    "প্রকাশকাল",
    "প্রকাশেরবছর",
    "প্রকাশেরসাল",
  ],
  language: ["language", "lang", "ভাষা"],
  category: ["category", "genre", "subject", "বিষয়", "বিভাগ", "ধরন", "শ্রেণি", "শ্রেণী"],
  book_code: ["bookcode", "code", "accession", "callno", "বইকোড", "কোড", "পরিগ্রহণ"],
  shelf_number: ["shelf", "rack", "তাক", "শেলফ"],
  box_number: ["box", "বাক্স", "বক্স"],
  copies: ["copies", "copy", "quantity", "qty", "কপি", "সংখ্যা"],
};

/** A header folded for matching: NFC, lower case, letters, marks and digits only. */
export const headerKey = (header: string): string =>
  header
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "");
