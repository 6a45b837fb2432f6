// The caller's own profile: edit (form data with _method=PUT).
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
