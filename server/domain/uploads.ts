// Pictures of people and libraries: storing a new photo, cover or logo, and finding a stored cover.
import { eq } from "drizzle-orm";
import type { UploadStore } from "../uploads/store";
import type { Db } from "../db/client";
import { libraries, users } from "../db/schema";
import type { LibraryRow } from "../serialize/libraries";
import { storeImage } from "../uploads/storage";
import { notFound } from "./errors";
import { requireLibrary } from "./libraries";
import { requireLibraryPermission } from "./permissions";

type Uploads = UploadStore;

/** A person's pictures: the form field each arrives in, and where its URL is kept. */
const USER_IMAGES = { photo: "photoUrl", cover: "coverPhotoUrl" } as const;
/** A library's pictures, likewise. */
const LIBRARY_IMAGES = { cover: "coverPhotoUrl", logo: "logoUrl" } as const;

export type UserImage = keyof typeof USER_IMAGES;
export type LibraryImage = keyof typeof LIBRARY_IMAGES;

/** Stores `value` (the form's `field`) as the user's photo or cover (422 unless an image); its URL. */
export async function setUserImage(
  db: Db,
  uploads: Uploads,
  userId: number,
  field: UserImage,
  value: unknown,
): Promise<string> {
  const url = await storeImage(uploads, field, value);
  await db
    .update(users)
    .set({ [USER_IMAGES[field]]: url, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return url;
}

/** The library whose pictures `userId` may change: 404 without it, 403 without library_edit. */
export async function findLibraryToPicture(
  db: Db,
  libraryId: number,
  userId: number,
): Promise<LibraryRow> {
  const library = await requireLibrary(db, libraryId);
  await requireLibraryPermission(db, library.id, userId);
  return library;
}

/** Stores `value` (the form's `field`) as the library's cover or logo (422 unless an image); its URL. */
export async function setLibraryImage(
  db: Db,
  uploads: Uploads,
  libraryId: number,
  field: LibraryImage,
  value: unknown,
): Promise<string> {
  const url = await storeImage(uploads, field, value);
  await db
    .update(libraries)
    .set({ [LIBRARY_IMAGES[field]]: url, updatedAt: new Date() })
    .where(eq(libraries.id, libraryId));
  return url;
}

/** The URL of the user's cover picture; 404 "Cover photo not found." when there is none. */
export async function userCoverUrl(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ url: users.coverPhotoUrl })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.url) throw notFound("Cover photo");
  return row.url;
}

/** The URL of the library's cover picture; 404 for no library, then for no cover. */
export async function libraryCoverUrl(db: Db, libraryId: number): Promise<string> {
  const library = await requireLibrary(db, libraryId);
  if (!library.coverPhotoUrl) throw notFound("Cover photo");
  return library.coverPhotoUrl;
}
