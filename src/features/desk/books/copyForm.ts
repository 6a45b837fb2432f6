// The catalogue form's values and rules: what a volunteer types for a copy, checked before it is queued.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { CopyFields } from "../../../api/schemas/desk";
import type { BookRow, CatalogueRow } from "../../../db";
import { toAsciiDigits } from "../../../lib/digits";
import { isValidIsbn, normaliseIsbn } from "../../../lib/isbn";
import { CATALOGUE_FIELDS } from "../../../lib/catalogueFields";

export interface CopyFormValues {
  isbn: string;
  title: string;
  authors: string[];
  publisher: string;
  year: string;
  language: string;
  category: string;
  book_code: string;
  shelf_number: string;
  box_number: string;
  copies: string;
}

export type CopyFormField = keyof CopyFormValues;
/** Each field's first problem: the form's own (a descriptor) or the server's (its text). */
export type CopyFormErrors = Partial<Record<CopyFormField, MessageDescriptor | string>>;

export const MAX_COPIES = 50;

export const emptyCopyForm = (bookCode = ""): CopyFormValues => ({
  isbn: "",
  title: "",
  authors: [""],
  publisher: "",
  year: "",
  language: "",
  category: "",
  book_code: bookCode,
  shelf_number: "",
  box_number: "",
  copies: "1",
});

/** A stored copy as the form shows it (edit). */
export const formOfCopy = (c: BookRow): CopyFormValues => ({
  isbn: c.isbn ?? "",
  title: c.title,
  authors: c.authors.length ? [...c.authors] : [""],
  publisher: c.publisher ?? "",
  year: c.year === null ? "" : String(c.year),
  language: c.language ?? "",
  category: c.category ?? "",
  book_code: c.code,
  shelf_number: c.shelf ?? "",
  box_number: c.box ?? "",
  copies: "1",
});

/** The form with a known book's title, authors and details written in (the volunteer's codes stay). */
export const withCatalogueBook = (v: CopyFormValues, book: CatalogueRow): CopyFormValues => ({
  ...v,
  title: book.title,
  authors: book.authors.length ? [...book.authors] : v.authors,
  publisher: book.publisher ?? v.publisher,
  year: book.year === null ? v.year : String(book.year),
  language: book.language ?? v.language,
  category: book.category ?? v.category,
});

/** Codes are ASCII and upper case, whatever the keyboard gave. */
export const codeOf = (typed: string) => toAsciiDigits(typed).trim().toUpperCase();

/** How many copies the form asks for (digits in either script), or NaN. */
export const copiesOf = (v: CopyFormValues) => {
  const t = toAsciiDigits(v.copies).trim();
  return /^\d+$/.test(t) ? Number(t) : NaN;
};

const thisYear = () => new Date().getFullYear();

export function validateCopy(v: CopyFormValues, mode: "add" | "edit"): CopyFormErrors {
  const errors: CopyFormErrors = {};
  if (!v.title.trim()) errors.title = msg`Write the book's title.`;
  if (!v.authors.some((a) => a.trim())) errors.authors = msg`Write at least one author.`;
  if (v.isbn.trim() && !isValidIsbn(toAsciiDigits(v.isbn)))
    errors.isbn = msg`This is not a valid ISBN: check the 10 or 13 digits.`;
  const year = toAsciiDigits(v.year).trim();
  if (year && (!/^\d{1,4}$/.test(year) || Number(year) < 1 || Number(year) > thisYear() + 1))
    errors.year = msg`Write the year as four digits, like 1972.`;
  const code = codeOf(v.book_code);
  if (!code) errors.book_code = msg`Write the book code.`;
  else if (!/^[A-Z0-9-]{1,20}$/.test(code))
    errors.book_code = msg`A book code has only letters A–Z, digits and dashes.`;
  if (mode === "add") {
    const n = copiesOf(v);
    if (!Number.isInteger(n) || n < 1 || n > MAX_COPIES)
      errors.copies = msg`Add between 1 and 50 copies at once.`;
  }
  return errors;
}

const orNull = (s: string) => s.trim() || null;

/** The catalogue fields as sent (ISBN digits only; codes upper case; empty means none). */
export function fieldsOfForm(v: CopyFormValues): Required<Omit<CopyFields, "cover_url">> {
  const year = toAsciiDigits(v.year).trim();
  return {
    title: v.title.trim(),
    authors: v.authors.map((a) => a.trim()).filter(Boolean),
    isbn: v.isbn.trim() ? normaliseIsbn(toAsciiDigits(v.isbn)) : null,
    publisher: orNull(v.publisher),
    year: year ? Number(year) : null,
    language: orNull(v.language),
    category: orNull(v.category),
    book_code: codeOf(v.book_code),
    shelf_number: orNull(v.shelf_number),
    box_number: orNull(v.box_number),
  };
}

const FORM_FIELDS: readonly CopyFormField[] = [...CATALOGUE_FIELDS, "copies"];

/** The server's 422 map as the form's errors (`authors.0` lands on authors; unknown fields are left out). */
export function serverFieldErrors(map: Record<string, string[]> | undefined): CopyFormErrors {
  const errors: CopyFormErrors = {};
  for (const [key, messages] of Object.entries(map ?? {})) {
    const field = key.split(".")[0] as CopyFormField;
    if (FORM_FIELDS.includes(field) && messages[0] && !errors[field]) errors[field] = messages[0];
  }
  return errors;
}

/** The fields an edit changed (only these are sent). */
export function changedFields(before: CopyFormValues, after: CopyFormValues): CopyFields {
  const a = fieldsOfForm(before) as Record<string, unknown>;
  const b = fieldsOfForm(after) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(b))
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) out[key] = b[key];
  return out as CopyFields;
}

/** `errors` without those of the fields whose value differs between `before` and `after`. */
export function withoutChanged(
  errors: CopyFormErrors,
  before: CopyFormValues,
  after: CopyFormValues,
): CopyFormErrors {
  const kept: CopyFormErrors = {};
  for (const [field, error] of Object.entries(errors) as [
    CopyFormField,
    CopyFormErrors[CopyFormField],
  ][])
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) kept[field] = error;
  return Object.keys(kept).length === Object.keys(errors).length ? errors : kept;
}
