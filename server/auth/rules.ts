// Field rules for account forms: usernames (email or Bangladeshi mobile), passwords, birth dates, gender.
import * as v from "valibot";
import { MAX_CREDENTIAL_LENGTH, normaliseUsername, usernameKind } from "../../src/lib/usernames";

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A username as typed, normalised; 422 unless it is an email or a Bangladeshi mobile number. */
export const usernameRule = v.pipe(
  v.unknown(),
  v.transform(blank),
  v.string("The username field is required."),
  v.maxLength(
    MAX_CREDENTIAL_LENGTH,
    `The username field must not be greater than ${MAX_CREDENTIAL_LENGTH} characters.`,
  ),
  v.transform(normaliseUsername),
  v.nonEmpty("The username field is required."),
  v.check(
    (s) => usernameKind(s) !== null,
    "The username must be an email address or a Bangladeshi mobile number (01XXXXXXXXX).",
  ),
);

export function passwordRule(field: string, min = 8) {
  const label = field.replace(/_/g, " ");
  return v.pipe(
    v.unknown(),
    v.transform(blank),
    v.string(`The ${label} field is required.`),
    v.minLength(min, `The ${label} field must be at least ${min} characters.`),
    v.maxLength(
      MAX_CREDENTIAL_LENGTH,
      `The ${label} field must not be greater than ${MAX_CREDENTIAL_LENGTH} characters.`,
    ),
  );
}

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** Today where the day has begun first (UTC+14), so no time zone's today counts as the future. */
const latestBirthDate = () => new Date(Date.now() + 14 * 3600 * 1000).toISOString().slice(0, 10);

const DOB_MESSAGE = "The date of birth must be a valid date (YYYY-MM-DD), not in the future.";
const dateOfBirth = v.pipe(
  v.string(DOB_MESSAGE),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, DOB_MESSAGE),
  v.check(isRealDate, DOB_MESSAGE),
  v.check((s) => s >= "1900-01-01" && s <= latestBirthDate(), DOB_MESSAGE),
);

/** "YYYY-MM-DD", a real date between 1900-01-01 and today. */
export const requiredBirthDate = v.pipe(
  v.unknown(),
  v.transform(blank),
  v.nonOptional(v.optional(v.unknown()), "The dob field is required."),
  dateOfBirth,
);

/** Like requiredBirthDate; blank means "no date" (null). */
export const optionalBirthDate = v.optional(
  v.pipe(
    v.unknown(),
    v.transform(blank),
    v.optional(dateOfBirth),
    v.transform((value) => value ?? null),
  ),
  null,
);

const gender = v.picklist(["m", "f", "o"], "The selected gender is invalid.");

export const requiredGender = v.pipe(
  v.unknown(),
  v.transform(blank),
  v.nonOptional(v.optional(v.unknown()), "The gender field is required."),
  gender,
);

export const optionalGender = v.optional(
  v.pipe(
    v.unknown(),
    v.transform(blank),
    v.optional(gender),
    v.transform((value) => value ?? null),
  ),
  null,
);
