// Shapes shared by every resource: Laravel-style pages, validation errors, upload answers.
import * as v from "valibot";

/** An id as the API sends it: a positive integer. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** ISO-8601 timestamp string (with time), e.g. "2026-11-22T10:00:00.000Z". */
export const Timestamp = v.string();

/** A calendar date, "YYYY-MM-DD". */
export const DateOnly = v.string();

export const PageLinks = v.object({
  first: v.optional(v.nullable(v.string())),
  last: v.optional(v.nullable(v.string())),
  prev: v.nullable(v.string()),
  next: v.nullable(v.string()),
});

export const PageMeta = v.object({
  current_page: v.number(),
  last_page: v.number(),
  per_page: v.number(),
  total: v.number(),
  from: v.optional(v.nullable(v.number())),
  to: v.optional(v.nullable(v.number())),
});

/** A page of items: `data`, `links.next`, `meta.current_page/last_page/per_page/total`. */
export function Paged<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), links: PageLinks, meta: PageMeta });
}
export type PagedOf<T> = {
  data: T[];
  links: v.InferOutput<typeof PageLinks>;
  meta: v.InferOutput<typeof PageMeta>;
};

/** A list sent whole for the device's mirror (…/snapshot): `meta.version` names its content (see ifNoneMatch). */
export function WholeList<T extends v.GenericSchema>(item: T) {
  return v.object({
    data: v.array(item),
    meta: v.object({ total: v.number(), version: v.string() }),
  });
}

/** A page answered without a count of matches (the desk's lookup by mobile): `next` says whether more follow. */
export function UncountedPage<T extends v.GenericSchema>(item: T) {
  return v.object({
    data: v.array(item),
    links: PageLinks,
    meta: v.object({
      current_page: v.number(),
      per_page: v.number(),
      last_page: v.nullable(v.number()),
      total: v.nullable(v.number()),
    }),
  });
}

/** `{ data: T }` envelope. */
export function Data<T extends v.GenericSchema>(item: T) {
  return v.object({ data: item });
}

/** Who holds a copy on loan, as a 409 `book_on_loan` names them. */
export const Holder = v.object({ member_code: v.string(), name: v.string() });
export type Holder = v.InferOutput<typeof Holder>;

/**
 * HTTP 422 body: a message and a field → messages map. Other 4xx bodies carry at least a message; a 409
 * conflict carries a machine-readable `reason` (and `holder` for a copy on loan).
 */
export const ErrorBody = v.object({
  message: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  reason: v.optional(v.string()),
  holder: v.optional(v.nullable(Holder)),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** Upload answer: `data` is the new public URL of the stored image. */
export const UploadResponse = Data(v.string());

/** A plain `{ message }` answer (deletes, reports, blocks). */
export const MessageResponse = v.object({ message: v.string() });
