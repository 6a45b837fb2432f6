// The desk settings form's rules: loan period 1–365 days, loan limit 1–50, code prefix [A-Z0-9]{1,6}.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { DeskRow } from "../../../db";
import { toAsciiDigits } from "../../../lib/digits";
import type { DeskSettingsInput } from "../../../sync/deskSettings";

export interface SettingsValues {
  loan_period_days: string;
  loan_limit: string;
  book_code_prefix: string;
}

export type SettingsField = keyof SettingsValues;
export type SettingsErrors = Partial<Record<SettingsField, MessageDescriptor>>;

export const valuesOf = (desk: DeskRow): SettingsValues => ({
  loan_period_days: String(desk.loanPeriodDays),
  loan_limit: String(desk.loanLimit),
  book_code_prefix: desk.bookCodePrefix,
});

/** A whole number typed in either script, or NaN. */
const wholeNumber = (typed: string) => {
  const ascii = toAsciiDigits(typed).trim();
  return /^\d+$/.test(ascii) ? Number(ascii) : Number.NaN;
};

/** The settings to send, or the errors to show under the fields. */
export function readSettings(
  v: SettingsValues,
): { input: DeskSettingsInput; errors?: never } | { input?: never; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const days = wholeNumber(v.loan_period_days);
  const limit = wholeNumber(v.loan_limit);
  const prefix = toAsciiDigits(v.book_code_prefix).trim().toUpperCase();
  if (!(days >= 1 && days <= 365))
    errors.loan_period_days = msg`Write a number of days from 1 to 365.`;
  if (!(limit >= 1 && limit <= 50)) errors.loan_limit = msg`Write a number of books from 1 to 50.`;
  if (!/^[A-Z0-9]{1,6}$/.test(prefix))
    errors.book_code_prefix = msg`Use 1 to 6 letters A–Z or digits, like AP.`;
  if (Object.keys(errors).length) return { errors };
  return { input: { loan_period_days: days, loan_limit: limit, book_code_prefix: prefix } };
}
