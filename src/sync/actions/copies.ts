// Desk actions on a library's copies: add N, edit, withdraw, restore, move, and upload a cover once online.
import type { CopyFields, WithdrawReasonName } from "../../api/schemas/desk";
import { copyCoverPath } from "../../api/desk";
import { mirror, type EntityId } from "../../db";
import { toIsbn13 } from "../../lib/isbn";
import { tempId, isTempId } from "../engine";
import { enqueue } from "../engine";
import { replayNow } from "../engine";
import { uploadImage } from "../uploadImage";
import { invalidateBookIndex } from "../search";

export interface NewCopies {
  libraryId: number;
  title: string;
  authors: string[];
  isbn?: string | null;
  publisher?: string | null;
  year?: number | null;
  language?: string | null;
  category?: string | null;
  /** The first copy's code; N copies take N consecutive codes. */
  book_code: string;
  shelf_number?: string | null;
  box_number?: string | null;
  /** A cover the shared catalogue already has (a known ISBN), shown at once. */
  cover_url?: string | null;
  copies: number;
}

/** An ISBN as the server keeps it (ISBN-13), or null when none was given. */
const isbnOf = (raw: string | null | undefined) => (raw ? (toIsbn13(raw) ?? raw) : null);

/** Adds N copies at once (shown as available, marked pending). Resolves with their temporary ids. */
export async function addCopies(input: NewCopies): Promise<string[]> {
  const tempIds = Array.from({ length: input.copies }, () => tempId());
  const addedAt = new Date().toISOString();
  await enqueue("copy.create", { ...input, isbn: isbnOf(input.isbn), tempIds, addedAt });
  return tempIds;
}

/** Changes a copy's fields (only those given). */
export async function editCopy(libraryId: number, id: EntityId, fields: CopyFields): Promise<void> {
  const next = "isbn" in fields ? { ...fields, isbn: isbnOf(fields.isbn) } : fields;
  await enqueue("copy.update", { ...next, libraryId, id });
}

export async function withdrawCopy(
  libraryId: number,
  id: EntityId,
  reason: WithdrawReasonName,
  note: string | null,
): Promise<void> {
  await enqueue("copy.withdraw", {
    libraryId,
    id,
    reason,
    note: note?.trim() || null,
    at: new Date().toISOString(),
  });
}

export async function restoreCopy(libraryId: number, id: EntityId): Promise<void> {
  await enqueue("copy.restore", { libraryId, id });
}

/** Moves several copies to one shelf and box in one request. */
export async function moveCopies(
  libraryId: number,
  ids: EntityId[],
  shelf: string | null,
  box: string | null,
): Promise<void> {
  if (!ids.length) return;
  await enqueue("copy.move", { libraryId, ids, shelf_number: shelf, box_number: box });
}

/**
 * The server id of a copy: at once for a sent one; for one added on this device, after its add has been sent
 * (null if the add was refused or dropped, or nothing came within `timeoutMs`).
 */
export async function serverIdOf(id: EntityId, timeoutMs = 30_000): Promise<number | null> {
  if (!isTempId(id)) return id as number;
  const db = mirror();
  const deadline = Date.now() + timeoutMs;
  void replayNow();
  for (;;) {
    const mapped = await db.idMap.get(id);
    if (mapped) return mapped.serverId;
    // Rows naming a temporary id anywhere in their payload are found by the `refs` index.
    const waiting = (await db.outbox.where("refs").equals(id).toArray()).some(
      (r) => r.state !== "failed" && (r.payload.tempIds as unknown[] | undefined)?.includes(id),
    );
    if (!waiting || Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Uploads a cover photo for a copy (online only: the upload is not queued) and shows it on every copy of the
 * same book. A copy added a moment ago is uploaded to once its add has reached the server.
 */
export async function uploadCopyCover(
  libraryId: number,
  id: EntityId,
  cover: Blob,
  onProgress?: (percent: number) => void,
): Promise<string | null> {
  const serverId = await serverIdOf(id);
  if (serverId === null) return null;
  const url = await uploadImage(copyCoverPath(libraryId, serverId), "cover", cover, { onProgress });
  const db = mirror();
  const copy = await db.books.get(serverId);
  if (copy?.bookId) await db.books.where("bookId").equals(copy.bookId).modify({ coverUrl: url });
  else await db.books.update(serverId, { coverUrl: url });
  invalidateBookIndex(libraryId);
  return url;
}
