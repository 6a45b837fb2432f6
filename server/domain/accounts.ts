// Accounts: registering one, setting a new password (which ends every session) and the sessions' tokens.
import { eq } from "drizzle-orm";
import { usernameKind } from "../../src/lib/usernames";
import { hashPassword } from "../auth/passwords";
import { hashToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { accessTokens, users } from "../db/schema";
import { invalid } from "./errors";
import { nameKey } from "./spoken-keys";
import { isUniqueViolation } from "./unique";

type NewUser = typeof users.$inferInsert;

/** 422 on `username` when someone registered it already. */
export const usernameTaken = () => invalid({ username: ["This username is already registered."] });

/** A new account for `username` (a mobile number or an email); usernameTaken when it is taken. */
export async function createAccount(
  db: Db,
  input: Pick<NewUser, "firstName" | "surname" | "nickname" | "dob" | "gender"> & {
    username: string;
    password: string;
  },
): Promise<void> {
  const kind = usernameKind(input.username);
  try {
    const row: NewUser = {
      firstName: input.firstName,
      surname: input.surname,
      nickname: input.nickname,
      nameKey: nameKey({
        firstName: input.firstName,
        surname: input.surname,
        nickname: input.nickname,
      }),
      username: input.username,
      mobile: kind === "mobile" ? input.username : null,
      email: kind === "email" ? input.username : null,
      dob: input.dob,
      gender: input.gender,
      passwordHash: await hashPassword(input.password),
    };
    await db.insert(users).values(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw usernameTaken();
    throw err;
  }
}

/** Sets a new password and ends every session of the account: whoever knew the old one is signed out. */
export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(eq(accessTokens.userId, userId));
}

/** Revokes the session that bearer `token` opened. */
export async function revokeBearer(db: Db, token: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(eq(accessTokens.tokenHash, hashToken(token)));
}

/** When bearer `token` expires, undefined when it is not stored. */
export async function bearerExpiry(db: Db, token: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row?.expiresAt;
}
