// A queued add or edit read back into the form (to fix what the server refused).
import type { OutboxRow } from "../../../db";
import { emptyCopyForm, type CopyFormValues } from "./copyForm";

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export function formOfPayload(
  row: OutboxRow,
  base: CopyFormValues = emptyCopyForm(),
): CopyFormValues {
  const p = row.payload;
  const authors = Array.isArray(p.authors) ? (p.authors as string[]) : base.authors;
  return {
    isbn: "isbn" in p ? text(p.isbn) : base.isbn,
    title: "title" in p ? text(p.title) : base.title,
    authors: authors.length ? [...authors] : [""],
    publisher: "publisher" in p ? text(p.publisher) : base.publisher,
    year: "year" in p ? text(p.year) : base.year,
    language: "language" in p ? text(p.language) : base.language,
    category: "category" in p ? text(p.category) : base.category,
    book_code: "book_code" in p ? text(p.book_code) : base.book_code,
    shelf_number: "shelf_number" in p ? text(p.shelf_number) : base.shelf_number,
    box_number: "box_number" in p ? text(p.box_number) : base.box_number,
    copies: Array.isArray(p.tempIds) ? String(p.tempIds.length) : base.copies,
  };
}
