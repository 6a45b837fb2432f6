// A copy's cover photo: stored re-encoded without metadata (like every upload), kept on its shared book.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { books, libraryBooks } from "../db/schema";
import { storeImage } from "../uploads/storage";
import type { UploadStore } from "../uploads/store";
import { requireCopy } from "./desk-books";

/** Stores `value` (the form's `cover`) as the cover of the copy's book (422 unless an image); its URL. */
export async function setCopyCover(
  db: Db,
  uploads: UploadStore,
  libraryId: number,
  copyId: number,
  value: unknown,
): Promise<string> {
  const { copy, book } = await requireCopy(db, libraryId, copyId);
  const url = await storeImage(uploads, "cover", value);
  const now = new Date();
  await db.update(books).set({ coverUrl: url, updatedAt: now }).where(eq(books.id, book.id));
  await db.update(libraryBooks).set({ updatedAt: now }).where(eq(libraryBooks.id, copy.id));
  return url;
}
