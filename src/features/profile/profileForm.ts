// The edit-profile form as data: values from the user (and any queued edit), what changed, local checks.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ProfileFields } from "../../api/profile";
import type { User } from "../../api/schemas";
import { isValidPhone } from "../../lib/phone";
import { EMAIL_PATTERN, formatUsername } from "../../lib/usernames";

export const PROFILE_FIELDS = [
  "first_name",
  "surname",
  "mobile",
  "email",
  "dob",
  "gender",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileForm = Record<ProfileField, string>;

/** The form's values: the user's, with a queued (not yet sent) edit on top. */
export function formFromUser(user: User | null, queued?: ProfileFields): ProfileForm {
  const form = {} as ProfileForm;
  for (const field of PROFILE_FIELDS) {
    const value = queued && field in queued ? queued[field] : user?.[field];
    form[field] = value ?? "";
  }
  return form;
}

/** The mobile number as stored: a number typed any way becomes +880…; anything else is kept. */
export const normaliseMobile = (value: string): string =>
  value.trim() ? formatUsername(value) : "";

/** Only the fields that differ from `before` (trimmed; mobile normalised), ready for the outbox. */
export function changedFields(before: ProfileForm, form: ProfileForm): ProfileFields {
  const out: ProfileFields = {};
  for (const field of PROFILE_FIELDS) {
    const value = field === "mobile" ? normaliseMobile(form.mobile) : form[field].trim();
    if (value !== before[field]) out[field] = value;
  }
  return out;
}

/** Checks made before sending (the server checks the rest). */
export function validateProfile(
  form: ProfileForm,
): Partial<Record<ProfileField, MessageDescriptor>> {
  const errors: Partial<Record<ProfileField, MessageDescriptor>> = {};
  if (!form.first_name.trim()) errors.first_name = msg`First name is required`;
  const email = form.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.email = msg`Enter a valid email address`;
  const mobile = normaliseMobile(form.mobile);
  if (mobile && !isValidPhone(mobile)) {
    errors.mobile = msg`Enter a mobile number with its country code, e.g. +8801711000001`;
  }
  return errors;
}
