// A member card's photo, taken at the desk: stored re-encoded without metadata (like every upload).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { libraryMembers } from "../db/schema";
import { storeImage } from "../uploads/storage";
import type { UploadStore } from "../uploads/store";
import { requireMember } from "./desk-members";

/** Stores `value` (the form's `photo`) as the card's photo (422 unless an image); its URL. */
export async function setMemberPhoto(
  db: Db,
  uploads: UploadStore,
  libraryId: number,
  memberId: number,
  value: unknown,
): Promise<string> {
  const card = await requireMember(db, libraryId, memberId);
  const url = await storeImage(uploads, "photo", value);
  await db
    .update(libraryMembers)
    .set({ photoUrl: url, updatedAt: new Date() })
    .where(eq(libraryMembers.id, card.id));
  return url;
}
