// The desk's book fields: adding copies, editing one, withdrawing, moving, and the desk settings.
import * as v from "valibot";
import { isValidIsbn, toIsbn13 } from "../../src/lib/isbn";
import { PREFIX_PATTERN } from "./book-codes";
import { check, label, optionalInt, optionalText, requiredText, type Input } from "./fields";
import { timeRule } from "./loan-input";

const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const MAX_AUTHORS = 20;
export const MAX_COPIES = 50;
export const MAX_MOVE = 500;
export const WITHDRAW_REASONS = ["lost", "damaged", "withdrawn"] as const;

/** Authors as a list, or one text with names split by ";" (a form or a CSV cell). */
export function authorList(value: unknown): unknown {
  if (typeof value === "string")
    return value
      .split(";")
      .map((name) => name.trim())
      .filter(Boolean);
  if (Array.isArray(value)) return value.map((n) => (typeof n === "string" ? n.trim() : n));
  return value;
}

const authorsRule = v.pipe(
  v.unknown(),
  v.transform(authorList),
  v.array(
    v.pipe(
      v.string("Each author must be a name."),
      v.nonEmpty("Each author must be a name."),
      v.maxLength(255, "An author's name must not be greater than 255 characters."),
    ),
    "The authors field is required.",
  ),
  v.minLength(1, "The authors field must name at least one author."),
  v.maxLength(MAX_AUTHORS, `The authors field must not name more than ${MAX_AUTHORS} authors.`),
);

export const ISBN_MESSAGE = "The isbn field must be a valid ISBN-10 or ISBN-13.";

/** An ISBN-10 or -13 (hyphens and spaces ignored, checksum checked), as ISBN-13; null when absent. */
export const isbnRule = v.pipe(
  optionalText("isbn", 40),
  v.check((s) => s === null || isValidIsbn(s), ISBN_MESSAGE),
  v.transform((s) => (s === null ? null : toIsbn13(s))),
);

const CODE_MESSAGE = (field: string) =>
  `The ${label(field)} field may hold only letters, digits, dots, dashes and slashes.`;

export function codeRule(field: string) {
  return v.pipe(
    optionalText(field, 40),
    v.check((s) => s === null || CODE.test(s), CODE_MESSAGE(field)),
  );
}

/** A cover stored by this server (an upload), never a link to somewhere else. */
const coverRule = v.pipe(
  optionalText("cover_url", 500),
  v.check(
    (s) => s === null || /^\/uploads\/[A-Za-z0-9._/-]+(\?t=\d+)?$/.test(s),
    "The cover url must be an uploaded picture.",
  ),
);

const bookFields = {
  isbn: isbnRule,
  publisher: optionalText("publisher", 255),
  year: optionalInt("year", 1000, 2100),
  language: optionalText("language", 50),
  category: optionalText("category", 100),
  shelf_number: optionalText("shelf_number", 50),
  box_number: optionalText("box_number", 50),
  cover_url: coverRule,
};

const NewCopies = v.object({
  title: requiredText("title"),
  authors: authorsRule,
  book_code: codeRule("book_code"),
  copies: optionalInt("copies", 1, MAX_COPIES),
  /** When the volunteer added it on the device (an offline add keeps its time; loans check against it). */
  added_at: timeRule("added_at"),
  ...bookFields,
});
export type NewCopies = v.InferOutput<typeof NewCopies>;

export const readNewCopies = (input: Input): NewCopies => check(NewCopies, input);

const CopyEdit = v.object({
  title: v.optional(requiredText("title")),
  authors: v.optional(authorsRule),
  book_code: v.optional(
    v.pipe(
      requiredText("book_code", 40),
      v.check((s) => CODE.test(s), CODE_MESSAGE("book_code")),
    ),
  ),
  ...bookFields,
});
export type CopyEdit = Partial<v.InferOutput<typeof CopyEdit>>;

/** Only the fields the body names: an edit leaves the others alone. */
export function readCopyEdit(input: Input): CopyEdit {
  const out = check(CopyEdit, input) as CopyEdit;
  const given: CopyEdit = {};
  for (const key of Object.keys(out) as (keyof CopyEdit)[])
    if (key in input) (given as Record<string, unknown>)[key] = out[key];
  return given;
}

const Withdrawal = v.object({
  reason: v.picklist(WITHDRAW_REASONS, "The reason must be lost, damaged or withdrawn."),
  note: optionalText("note", 500),
});
export const readWithdrawal = (input: Input) => check(Withdrawal, input);

const Move = v.object({
  ids: v.pipe(
    v.array(
      v.pipe(v.number("Each id must be a copy's id."), v.integer("Each id must be a copy's id.")),
      "The ids field must list the copies to move.",
    ),
    v.minLength(1, "The ids field must list the copies to move."),
    v.maxLength(MAX_MOVE, `The ids field must not list more than ${MAX_MOVE} copies.`),
  ),
  shelf_number: optionalText("shelf_number", 50),
  box_number: optionalText("box_number", 50),
});
export const readMove = (input: Input) => check(Move, input);

const DeskSettings = v.object({
  loan_period_days: optionalInt("loan_period_days", 1, 365),
  loan_limit: optionalInt("loan_limit", 1, 50),
  book_code_prefix: v.pipe(
    optionalText("book_code_prefix", 6),
    v.transform((s) => (s === null ? null : s.toUpperCase())),
    v.check(
      (s) => s === null || PREFIX_PATTERN.test(s),
      "The book code prefix may hold 1 to 6 letters A–Z and digits.",
    ),
  ),
});

/** The settings the body names (a blank prefix goes back to the library's initials). */
export function readDeskSettings(input: Input) {
  const out = check(DeskSettings, input);
  return {
    ...(out.loan_period_days !== null && { loanPeriodDays: out.loan_period_days }),
    ...(out.loan_limit !== null && { loanLimit: out.loan_limit }),
    ...("book_code_prefix" in input && { bookCodePrefix: out.book_code_prefix }),
  };
}
