// Server validation errors for a form: a field → messages map, the first message per field, cleared on edit.
import { useCallback, useMemo, useState } from "react";

export type FieldErrorMap = Record<string, readonly string[]>;

export interface FieldErrors {
  /** The whole map, e.g. to pass `errors.email` as a field's `error`. */
  errors: FieldErrorMap;
  /** The first message for a field, if any. */
  first: (field: string) => string | undefined;
  /** Forget a field's messages (call when the user edits it). */
  clear: (field: string) => void;
  /** Replace every message, e.g. with `ApiError.fieldErrors`. */
  setAll: (map: FieldErrorMap) => void;
  /** Set one field's message (a check done here, before sending). */
  set: (field: string, message: string) => void;
  /** Take the field errors of an ApiError; true when it had any (so the caller need not show a banner too). */
  fromError: (error: unknown) => boolean;
  /** Whether any field has a message. */
  hasAny: boolean;
}

/**
 * The field errors of an `ApiError` (told by its name: the UI kit does not import the API client),
 * or null for any other error.
 */
function apiFieldErrors(error: unknown): Record<string, readonly string[]> | null {
  if (!(error instanceof Error) || error.name !== "ApiError" || !("fieldErrors" in error))
    return null;
  const map = error.fieldErrors;
  return map && typeof map === "object" ? (map as Record<string, readonly string[]>) : null;
}

export function useFieldErrors(initial: FieldErrorMap = {}): FieldErrors {
  const [errors, setErrors] = useState<FieldErrorMap>(initial);

  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const setAll = useCallback((map: FieldErrorMap) => {
    const next: Record<string, readonly string[]> = {};
    for (const [field, messages] of Object.entries(map)) {
      if (messages.length > 0) next[field] = messages;
    }
    setErrors(next);
  }, []);

  const set = useCallback((field: string, message: string) => {
    setErrors((current) => ({ ...current, [field]: [message] }));
  }, []);

  const fromError = useCallback(
    (error: unknown) => {
      const map = apiFieldErrors(error);
      if (!map) return false;
      setAll(map);
      return Object.values(map).some((messages) => messages.length > 0);
    },
    [setAll],
  );

  return useMemo(
    () => ({
      errors,
      first: (field: string) => errors[field]?.[0],
      clear,
      setAll,
      set,
      fromError,
      hasAny: Object.keys(errors).length > 0,
    }),
    [errors, clear, setAll, set, fromError],
  );
}
