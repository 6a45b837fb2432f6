// What a failed account call shows (SPEC §8): a message above the button and/or messages under fields.
import { msg, plural } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { isApiError } from "../../sync/errors";
import { isOnline } from "../../lib/connectivity";
import { OAuthFailure } from "../../online/passwordGrant";

/** A translatable message, or the server's own text shown as plain text. */
export type Notice = MessageDescriptor | string;

export interface Failure {
  /** Shown above the submit button. */
  notice?: Notice;
  /** Field name → messages; the first shows under the field. */
  fields: Record<string, string[]>;
}

const hasFields = (fields: Record<string, string[]>) =>
  Object.values(fields).some((messages) => messages.length > 0);

/** No answer at all: the network is down or too slow. Account calls need the server. */
function unreachable(error: unknown): Failure | null {
  if (!isApiError(error) || error.kind === "http") return null;
  if (error.kind === "timeout") {
    return { notice: msg`The server took too long to answer. Please try again.`, fields: {} };
  }
  const offline = !isOnline();
  return {
    notice: offline
      ? msg`You are offline. Connect to the internet and try again; what you typed is kept.`
      : msg`The server could not be reached. Check your connection and try again.`,
    fields: {},
  };
}

/** 429: too many attempts, in the reader's language, with the wait the server asked for (Retry-After). */
function tooManyAttempts(error: unknown): Failure | null {
  if (!(isApiError(error) || error instanceof OAuthFailure) || error.status !== 429) return null;
  const seconds = isApiError(error) ? error.retryAfter : undefined;
  const minutes = Math.max(1, Math.ceil((seconds ?? 60) / 60));
  return {
    notice: msg`Too many attempts. Please wait ${plural(minutes, { one: "# minute", other: "# minutes" })} and try again.`,
    fields: {},
  };
}

/** Login (SPEC §8): invalid_grant, invalid_request with its hint, else the field map or the message. */
export function loginFailure(error: unknown): Failure {
  const none = unreachable(error) ?? tooManyAttempts(error);
  if (none) return none;
  if (error instanceof OAuthFailure) {
    if (error.code === "invalid_grant") {
      return { notice: msg`Mobile Number or Password does not match.`, fields: {} };
    }
    if (error.code === "invalid_request") {
      return { notice: error.hint || error.message, fields: {} };
    }
    if (hasFields(error.fieldErrors)) return { fields: error.fieldErrors };
    return { notice: error.message, fields: {} };
  }
  return formFailure(error);
}

/**
 * Registration, reset and profile (SPEC §8): the errors map under the fields; with `withMessage`
 * (reset) the message shows too. Without a field map the message shows above the button.
 */
export function formFailure(error: unknown, withMessage = false): Failure {
  const none = unreachable(error) ?? tooManyAttempts(error);
  if (none) return none;
  if (isApiError(error) || error instanceof OAuthFailure) {
    if (hasFields(error.fieldErrors)) {
      // The message often repeats the first field error word for word: show it once, under the field.
      const repeated = Object.values(error.fieldErrors).some((m) => m.includes(error.message));
      return withMessage && !repeated
        ? { notice: error.message, fields: error.fieldErrors }
        : { fields: error.fieldErrors };
    }
    return { notice: error.message, fields: {} };
  }
  return { notice: msg`Something went wrong. Please try again.`, fields: {} };
}
