// A profile's mobile number and email count only once proved: a change waits (pending_mobile, pending_email)
// until the code sent to the new number or address is entered; until then nobody else sees it, finds the
// reader by it or links a card with it. Proving a number takes it from an account that had confirmed it
// earlier; another account's sign-in is never taken.
import { and, eq, ne } from "drizzle-orm";
import type { CodeDeps } from "../auth/one-time-codes";
import { redeemCode, sendCode } from "../auth/one-time-codes";
import type { UserRow } from "../context";
import type { Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { users } from "../db/schema";
import { invalid } from "./errors";

export type ContactField = "mobile" | "email";

const COLUMNS = {
  mobile: { current: "mobile", pending: "pendingMobile" },
  email: { current: "email", pending: "pendingEmail" },
} as const;

const SIGN_IN_TAKEN = {
  mobile: "This mobile number is the sign-in of another account.",
  email: "This email is the sign-in of another account.",
};

/**
 * The columns to write for a profile edit of `field` to `value`: cleared at once (null), the pending
 * change dropped (the current value sent again), or the new value pending with a code sent to it.
 */
export async function contactChange(
  deps: CodeDeps,
  user: UserRow,
  field: ContactField,
  value: string | null,
): Promise<Partial<typeof users.$inferInsert>> {
  const { current, pending } = COLUMNS[field];
  if (value === null) return { [current]: null, [pending]: null };
  if (value === user[current]) return { [pending]: null };
  const [owner] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, value), ne(users.id, user.id)))
    .limit(1);
  if (owner) throw invalid({ [field]: [SIGN_IN_TAKEN[field]] });
  if (value !== user[pending]) await sendCode(deps, value, "VERIFY_CONTACT");
  return { [pending]: value };
}

/** Whether the edit `input` sends a code (a new mobile or email): such edits count as code attempts. */
export function editSendsCode(user: UserRow, input: Record<string, unknown>): boolean {
  return (Object.keys(COLUMNS) as ContactField[]).some((field) => {
    const value = input[field];
    if (typeof value !== "string" || value.trim() === "") return false;
    const typed = field === "email" ? value.trim().toLowerCase() : value.trim();
    return typed !== user[COLUMNS[field].current] && typed !== user[COLUMNS[field].pending];
  });
}

/** Sends the pending value's code again; answers the seconds it lives. */
export async function resendContactCode(deps: CodeDeps, user: UserRow, field: ContactField) {
  const value = user[COLUMNS[field].pending];
  if (!value) throw nothingPending();
  return sendCode(deps, value, "VERIFY_CONTACT");
}

const nothingPending = () =>
  invalid({ field: ["There is no new mobile number or email to confirm."] });

/** Checks the code for the pending value and makes it the account's own. */
export async function confirmContact(
  db: Db,
  user: UserRow,
  field: ContactField,
  code: string,
): Promise<UserRow> {
  const { current, pending } = COLUMNS[field];
  const value = user[pending];
  if (!value) throw nothingPending();
  const check = await redeemCode(db, value, "VERIFY_CONTACT", code);
  if (!check.ok)
    throw invalid({
      code: [
        check.secondsLeft === null
          ? "The one-time code has expired or was tried too many times. Ask for a new code."
          : "The one-time code is not correct.",
      ],
    });
  return inTransaction(db, async (t) => {
    // Whoever proved the number last holds it: an earlier holder's confirmed number is cleared.
    await t
      .update(users)
      .set({ [current]: null, updatedAt: new Date() })
      .where(and(eq(users[current], value), ne(users.id, user.id), ne(users.username, value)));
    const [row] = await t
      .update(users)
      .set({ [current]: value, [pending]: null, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  });
}
