// The domain's refusals (missing, not allowed, invalid fields), which server/http turns into answers.

/** Field name → the messages a person reads about it. */
export type FieldErrors = Record<string, string[]>;

/** What went wrong, in the domain's words; server/http/errors.ts maps each kind to its status. */
export type DomainErrorKind = "not_found" | "forbidden" | "invalid" | "conflict";

/** Why a write conflicts with the library's state (LIBRARY-DESK.md, "Conflicts"). */
export type ConflictReason =
  | "book_code_taken"
  | "member_code_taken"
  | "book_on_loan"
  | "book_withdrawn"
  | "member_inactive"
  | "already_member";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For "invalid": the field → messages map. */
    readonly errors?: FieldErrors,
    /** For "conflict": `reason` and what else the answer carries (e.g. `holder`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** "User not found.": the thing does not exist, or the caller may not know that it does. */
export const notFound = (what = "Resource") => new DomainError("not_found", `${what} not found.`);

/** The caller may not do this. */
export const forbidden = (message = "This action is unauthorized.") =>
  new DomainError("forbidden", message);

/**
 * The write clashes with what another device already did: 409 `{ message, reason, ...extra }`.
 * `errors` names the field to change, when there is one.
 */
export const conflict = (
  reason: ConflictReason,
  message: string,
  extra: Record<string, unknown> = {},
  errors?: FieldErrors,
) => new DomainError("conflict", message, errors, { reason, ...extra });

/** The first message of a field map, as Laravel words a 422. */
export const firstMessage = (errors: FieldErrors) =>
  Object.values(errors)[0]?.[0] ?? "The given data was invalid.";

/** Fields that break a rule, with the messages for each. */
export function invalid(errors: FieldErrors): DomainError {
  return new DomainError("invalid", firstMessage(errors), errors);
}
