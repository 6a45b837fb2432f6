// Field rules with Laravel-like messages (valibot), and the check that refuses input with a field map.
import * as v from "valibot";
import { isValidPhone } from "../../src/lib/phone";
import { EMAIL_PATTERN } from "../../src/lib/usernames";
import { invalid, type FieldErrors } from "./errors";

/** A request's fields as one flat record (files as File). */
export type Input = Record<string, unknown>;

export const label = (field: string) => field.replace(/_/g, " ");

/** Turns valibot issues into `{field: [messages]}` with messages a person can read. */
export function fieldErrors(issues: v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? "body";
    let message = issue.message;
    if (message.startsWith("Invalid ")) {
      message =
        issue.input === undefined || issue.input === null || issue.input === ""
          ? `The ${label(field)} field is required.`
          : `The ${label(field)} field is invalid.`;
    }
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/** Checks `input` against `schema`; refuses it (invalid, with the field map) when it does not fit. */
export function check<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw invalid(fieldErrors(result.issues));
  return result.output;
}

/** Empty strings from forms count as "not given". */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export function requiredText(field: string, max = 255) {
  return v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.string(`The ${label(field)} field is required.`),
    v.trim(),
    v.nonEmpty(`The ${label(field)} field is required.`),
    v.maxLength(max, `The ${label(field)} field must not be greater than ${max} characters.`),
  );
}

/** Lets an optional rule's key be missing from the object entirely (valibot otherwise asks for the key). */
const mayBeAbsent = <S extends v.GenericSchema<unknown, unknown>>(schema: S) =>
  v.optional(schema, null);

export function optionalText(field: string, max = 255) {
  return mayBeAbsent(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(
        v.pipe(
          v.string(`The ${label(field)} field must be a string.`),
          v.trim(),
          v.maxLength(max, `The ${label(field)} field must not be greater than ${max} characters.`),
        ),
      ),
      v.transform((value) => (value === undefined || value === "" ? null : value)),
    ),
  );
}

/** A whole number, from JSON or a form string. */
export function optionalInt(field: string, min = 0, max = 2_147_483_647) {
  return mayBeAbsent(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(
        v.pipe(
          v.union(
            [v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,10}$/), v.transform(Number))],
            `The ${label(field)} field must be a number.`,
          ),
          v.number(),
          v.integer(`The ${label(field)} field must be a whole number.`),
          v.minValue(min, `The ${label(field)} field must be at least ${min}.`),
          v.maxValue(max, `The ${label(field)} field must not be greater than ${max}.`),
        ),
      ),
      v.transform((value) => (value === undefined ? null : value)),
    ),
  );
}

export function requiredId(field: string) {
  return v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))],
      `The ${label(field)} field is required.`,
    ),
    v.number(),
    v.integer(`The ${label(field)} field must be a whole number.`),
    v.minValue(1, `The selected ${label(field)} is invalid.`),
    v.maxValue(2_147_483_647, `The selected ${label(field)} is invalid.`),
  );
}

/** "YYYY-MM-DD" that is a real calendar date. */
export function optionalDate(field: string) {
  return mayBeAbsent(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(
        v.pipe(
          v.string(`The ${label(field)} field must be a valid date.`),
          v.trim(),
          v.isoDate(`The ${label(field)} field must be a valid date.`),
          v.check(
            // Date.parse rolls 2023-02-30 over to March; PostgreSQL refuses it. Only real days pass.
            (s) => {
              const day = new Date(`${s}T00:00:00Z`);
              return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
            },
            `The ${label(field)} field must be a valid date.`,
          ),
        ),
      ),
      v.transform((value) => (value === undefined ? null : value)),
    ),
  );
}

export function optionalEmail(field: string) {
  return v.pipe(
    optionalText(field, 255),
    v.check(
      (s) => s === null || EMAIL_PATTERN.test(s),
      `The ${label(field)} field must be a valid email address.`,
    ),
  );
}

/** SPEC §5: a plus sign then 6 to 14 digits. */
export function optionalPhone(field: string) {
  return v.pipe(
    optionalText(field, 20),
    v.check(
      (s) => s === null || isValidPhone(s),
      `The ${label(field)} field must be a plus sign followed by 6 to 14 digits.`,
    ),
  );
}
