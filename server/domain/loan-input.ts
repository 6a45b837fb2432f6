// The loan forms' field rules (lend, return, renew), the times they may carry, and the list's filters.
import * as v from "valibot";
import { check, label, requiredId, type Input } from "./fields";
import { invalid } from "./errors";

/** How far ahead of the server's clock a device's time may be. */
export const CLOCK_SLACK_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

const realDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/**
 * An ISO time with its offset; with `dateOnly`, a plain YYYY-MM-DD too, meaning the end of that day
 * in Bangladesh (UTC+6), when a due date ends.
 */
export function timeRule(field: string, dateOnly = false) {
  const message = `The ${label(field)} field must be a date and time like 2024-05-01T10:30:00Z.`;
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (x === "" || x === null ? undefined : x)),
      v.optional(
        v.pipe(
          v.string(message),
          v.trim(),
          v.check((s) => DATE_TIME.test(s) || (dateOnly && DATE_ONLY.test(s)), message),
          // Date.parse rolls 2023-02-30 over to March: only real days pass.
          v.check((s) => realDay(s.slice(0, 10)), message),
          v.transform((s) => new Date(DATE_ONLY.test(s) ? `${s}T23:59:59+06:00` : s)),
          v.check((d) => !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1900, message),
        ),
      ),
    ),
  );
}

const lendSchema = v.object({
  library_book_id: requiredId("library_book_id"),
  library_member_id: requiredId("library_member_id"),
  issued_at: timeRule("issued_at"),
  due_at: timeRule("due_at", true),
});
export type LendInput = v.InferOutput<typeof lendSchema>;
export const readLend = (input: Input): LendInput => check(lendSchema, input);

export const readReturn = (input: Input) =>
  check(v.object({ returned_at: timeRule("returned_at") }), input).returned_at;

export const readRenew = (input: Input) =>
  check(v.object({ due_at: timeRule("due_at", true) }), input).due_at;

/** 422 when a time the device sent is more than 10 minutes ahead of now or before `earliest`. */
export function checkDeviceTime(
  field: string,
  at: Date,
  earliest: { at: Date; what: string },
  now = new Date(),
) {
  if (at.getTime() > now.getTime() + CLOCK_SLACK_MS)
    throw invalid({ [field]: [`The ${label(field)} cannot be in the future.`] });
  if (at.getTime() < earliest.at.getTime())
    throw invalid({ [field]: [`The ${label(field)} cannot be before ${earliest.what}.`] });
}

/** 422 unless the due time is after the loan began and within a year of `from`. */
export function checkDueTime(due: Date, issuedAt: Date, from: Date) {
  if (due.getTime() <= issuedAt.getTime())
    throw invalid({ due_at: ["The due at must be after the book was issued."] });
  if (due.getTime() > from.getTime() + 366 * DAY_MS)
    throw invalid({ due_at: ["The due at must be within a year."] });
}

/** `today + days`, from `from`. */
export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

const idFilter = (field: string, raw: string | undefined) => {
  if (raw === undefined || raw === "") return undefined;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647)
    throw invalid({ [field]: [`The ${field} filter must be an id.`] });
  return Number(raw);
};

/** `?status=open|overdue&member=&book=` of the loan list; 422 for a value that is none of these. */
export function loanFilter(query: Record<string, string>) {
  const raw = query.status || undefined;
  if (raw !== undefined && raw !== "open" && raw !== "overdue")
    throw invalid({ status: ["The status filter must be open or overdue."] });
  const status: "open" | "overdue" | undefined = raw;
  return { status, member: idFilter("member", query.member), book: idFilter("book", query.book) };
}
