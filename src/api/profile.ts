// The caller's own profile: edit (form data with _method=PUT) and confirm a new mobile or email.
import * as v from "valibot";
import { apiRequest, formData } from "./client";
import { Data, User } from "./schemas";

export interface ProfileFields {
  first_name?: string;
  surname?: string | null;
  mobile?: string | null;
  email?: string | null;
  dob?: string | null;
  gender?: string | null;
}

export async function updateProfile(userId: number, fields: ProfileFields, idempotencyKey: string) {
  const a = await apiRequest(`users/${userId}`, v.union([Data(User), User, v.unknown()]), {
    method: "post",
    searchParams: { _method: "PUT" },
    body: formData({ _method: "PUT", ...fields }),
    idempotencyKey,
  });
  const parsed = v.safeParse(User, a && typeof a === "object" && "data" in a ? a.data : a);
  return parsed.success ? parsed.output : null;
}

/** A mobile number or email that changes only once the code sent to it is entered. */
export type ContactField = "mobile" | "email";

/** POST /api/users/{id}/verify-contact with the code: the owner's user, the new value now theirs. */
export async function verifyContact(userId: number, field: ContactField, code: string) {
  const a = await apiRequest(`users/${userId}/verify-contact`, Data(User), {
    method: "post",
    json: { field, code },
  });
  return a.data;
}

/** The same without a code: a new code goes to the pending value; answers the seconds it lives. */
export async function resendContactCode(userId: number, field: ContactField) {
  const a = await apiRequest(
    `users/${userId}/verify-contact`,
    Data(v.object({ otc_expired_after_in_seconds: v.number() })),
    { method: "post", json: { field } },
  );
  return a.data.otc_expired_after_in_seconds;
}
