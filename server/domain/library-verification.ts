// Pending and verified libraries: anyone may create a library, but its staff reach other readers' accounts
// (finding them by mobile, inviting them, linking cards) only once it is verified, by a Pathagar
// administrator or by reaching the threshold below.
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { libraries, libraryMembers } from "../db/schema";
import type { LibraryRow } from "../serialize/libraries";
import { DomainError } from "./errors";

/** Members with an account who joined by asking (their request accepted), and days since creation. */
export const VERIFY_THRESHOLD = { requestedMembers: 10, days: 30 } as const;

export const NOT_VERIFIED =
  "This library is waiting to be verified. Finding readers by mobile and inviting their accounts open once it is verified.";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stamps the library verified when it has reached the threshold (once stamped it stays); answers whether
 * it is verified now.
 */
export async function reachThreshold(db: Db, library: LibraryRow): Promise<boolean> {
  if (library.verifiedAt) return true;
  const oldEnough = new Date(Date.now() - VERIFY_THRESHOLD.days * DAY_MS);
  if (library.createdAt > oldEnough) return false;
  const [row] = await db
    .select({ n: count() })
    .from(libraryMembers)
    .where(
      and(
        eq(libraryMembers.libraryId, library.id),
        eq(libraryMembers.active, true),
        isNotNull(libraryMembers.userId),
        isNotNull(libraryMembers.requestId),
      ),
    );
  if (Number(row?.n ?? 0) < VERIFY_THRESHOLD.requestedMembers) return false;
  await stampVerified(db, library.id);
  return true;
}

/** 403 `library_not_verified` unless the library is verified (or has just reached the threshold). */
export async function requireVerified(db: Db, library: LibraryRow): Promise<void> {
  if (await reachThreshold(db, library)) return;
  throw new DomainError("forbidden", NOT_VERIFIED, undefined, { reason: "library_not_verified" });
}

/** Marks the library verified now (a second call keeps the first time). */
export async function stampVerified(db: Db, libraryId: number): Promise<void> {
  await db
    .update(libraries)
    .set({ verifiedAt: new Date() })
    .where(and(eq(libraries.id, libraryId), isNull(libraries.verifiedAt)));
}
