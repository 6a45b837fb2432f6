// The walk-in member form's rules: a name, a Bangladeshi mobile by the app's phone rule, optional address.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { isBdMobile } from "../../../lib/phone";
import { formatUsername } from "../../../lib/usernames";

export interface MemberFormValues {
  first_name: string;
  surname: string;
  mobile: string;
  address: string;
  member_code: string;
}

export type MemberFormErrors = Partial<Record<keyof MemberFormValues, MessageDescriptor>>;

export const emptyMemberForm: MemberFormValues = {
  first_name: "",
  surname: "",
  mobile: "",
  address: "",
  member_code: "",
};

/** The mobile as stored (+8801…), from what was typed (Bangla digits, 01…, spaces). */
export const mobileOf = (typed: string) => formatUsername(typed);

export function validateMember(v: MemberFormValues): MemberFormErrors {
  const errors: MemberFormErrors = {};
  if (!v.first_name.trim()) errors.first_name = msg`Write the member's name.`;
  if (!v.mobile.trim()) errors.mobile = msg`Write the member's mobile number.`;
  else if (!isBdMobile(mobileOf(v.mobile)))
    errors.mobile = msg`Write a Bangladeshi mobile number, like 01711 000000.`;
  if (v.member_code && !/^[A-Z0-9-]{1,20}$/.test(v.member_code.trim().toUpperCase()))
    errors.member_code = msg`A member code has only letters A–Z, digits and dashes.`;
  return errors;
}
