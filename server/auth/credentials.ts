// Checks a username and password against the stored hash, taking as long for unknown users as for known ones.
import { eq } from "drizzle-orm";
import type { UserRow } from "../context";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { hashPassword, verifyPassword } from "./passwords";
import { MAX_CREDENTIAL_LENGTH, normaliseUsername } from "../../src/lib/usernames";

let dummyHash: Promise<string> | undefined;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

/** The user whose username (as typed) and password match, or null. */
export async function checkCredentials(
  db: Db,
  rawUsername: string,
  password: string,
): Promise<UserRow | null> {
  if (rawUsername.length > MAX_CREDENTIAL_LENGTH || password.length > MAX_CREDENTIAL_LENGTH) {
    return null;
  }
  const user = await findUserByUsername(db, normaliseUsername(rawUsername));
  if (!user) {
    // Spend the same scrypt time so the answer's timing does not tell which usernames exist.
    await verifyPassword(password, await (dummyHash ??= hashPassword("not-a-password")));
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}
