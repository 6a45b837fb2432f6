// A member card's photo, taken at the desk: stored re-encoded without metadata (like every upload).
import { eq } from "drizzle-orm";
import type { ServerConfig } from "../config";
import type { Db } from "../db/client";
import { libraryMembers } from "../db/schema";
import { storeImage } from "../uploads/storage";
import { requireMember } from "./desk-members";

/** Stores `value` (the form's `photo`) as the card's photo (422 unless an image); its URL. */
export async function setMemberPhoto(
  db: Db,
  config: Pick<ServerConfig, "uploadsDir">,
  libraryId: number,
  memberId: number,
  value: unknown,
): Promise<string> {
  const card = await requireMember(db, libraryId, memberId);
  const url = await storeImage(config, "photo", value);
  await db
    .update(libraryMembers)
    .set({ photoUrl: url, updatedAt: new Date() })
    .where(eq(libraryMembers.id, card.id));
  return url;
}
