// What a profile edit changes on the device before the server answers: a new mobile or email waits for its code.
import type { ProfileFields } from "../../api/profile";
import type { User } from "../../api/schemas";

const CONTACTS = [
  ["mobile", "pending_mobile"],
  ["email", "pending_email"],
] as const;

const same = (field: "mobile" | "email", a: string, b: string | null | undefined) =>
  field === "email" ? a.trim().toLowerCase() === b?.trim().toLowerCase() : a.trim() === b;

/**
 * The user's fields once `fields` is applied here, as the server applies it: other fields at once, a
 * cleared mobile or email at once, a new one only as pending (it is the owner's once confirmed), the
 * current one sent again drops the pending one.
 */
export function profileOnDevice(
  user: Partial<User> | undefined,
  fields: ProfileFields,
): Partial<User> {
  const out: Record<string, unknown> = { ...fields };
  for (const [field, pending] of CONTACTS) {
    if (!(field in fields)) continue;
    const value = fields[field];
    delete out[field];
    if (value === null || value === undefined || value.trim() === "") {
      out[field] = null;
      out[pending] = null;
    } else if (same(field, value, user?.[field])) {
      out[pending] = null;
    } else {
      out[pending] = value.trim();
    }
  }
  return out as Partial<User>;
}
