// The library desk's shapes: the shared catalogue book, desk settings with the caller's powers, copy writes.
import * as v from "valibot";
import { Id } from "./common";
import { Author } from "./libraries";
import { Resource } from "./resource";

const orNull = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);

/** A shared catalogue book: one per ISBN, every library's copies point to it. */
export const CatalogueBook = Resource(
  v.object({
    id: Id,
    title: v.string(),
    isbn: orNull(v.string()),
    publisher: orNull(v.string()),
    year: orNull(v.number()),
    language: orNull(v.string()),
    category: orNull(v.string()),
    cover_url: orNull(v.string()),
    authors: v.array(Author),
  }),
);
export type CatalogueBook = v.InferOutput<typeof CatalogueBook>;

/** A library's desk settings and the caller's staff powers there. */
export const DeskSettings = Resource(
  v.object({
    id: Id,
    permissions: v.array(v.string()),
    /** The caller created the library (only they give or take admin); absent from older servers. */
    creator: v.optional(v.boolean(), false),
    loan_period_days: v.number(),
    loan_limit: v.number(),
    book_code_prefix: v.string(),
    next_book_code: v.string(),
    next_member_code: v.string(),
  }),
);
export type DeskSettings = v.InferOutput<typeof DeskSettings>;

/** The catalogue fields of the add and edit forms, as sent. */
export interface CopyFields {
  title?: string;
  authors?: string[];
  isbn?: string | null;
  publisher?: string | null;
  year?: number | null;
  language?: string | null;
  category?: string | null;
  book_code?: string;
  shelf_number?: string | null;
  box_number?: string | null;
  cover_url?: string | null;
}

export type WithdrawReasonName = "lost" | "damaged" | "withdrawn";
