// Serialises a library's member-card writes: the library's row is locked until the transaction ends,
// so two at once cannot both pick the same next code or both give one reader a card.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { libraries } from "../db/schema";

export async function lockLibrary(tx: Db, libraryId: number): Promise<void> {
  await tx
    .select({ id: libraries.id })
    .from(libraries)
    .where(eq(libraries.id, libraryId))
    .for("update");
}
