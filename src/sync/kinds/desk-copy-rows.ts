// What a desk copy change shares: the form's fields written over a row, and whether a copy still waits.
import type { CopyFields } from "../../api/schemas/desk";
import { bookHaystack, type BookRow, type EntityId, type MirrorDb } from "../../db";
import { keys } from "../keys";
import { CATALOGUE_FIELDS } from "../../lib/catalogueFields";

/** A copy's row with the form's fields written over it. */
export function withFields(row: BookRow, f: CopyFields): BookRow {
  const next: BookRow = {
    ...row,
    ...(f.title !== undefined ? { title: f.title } : {}),
    ...(f.authors !== undefined ? { authors: f.authors } : {}),
    ...(f.isbn !== undefined ? { isbn: f.isbn } : {}),
    ...(f.publisher !== undefined ? { publisher: f.publisher } : {}),
    ...(f.year !== undefined ? { year: f.year } : {}),
    ...(f.language !== undefined ? { language: f.language } : {}),
    ...(f.category !== undefined ? { category: f.category } : {}),
    ...(f.book_code !== undefined ? { code: f.book_code } : {}),
    ...(f.shelf_number !== undefined ? { shelf: f.shelf_number } : {}),
    ...(f.box_number !== undefined ? { box: f.box_number } : {}),
    ...(f.cover_url !== undefined ? { coverUrl: f.cover_url } : {}),
  };
  next.search = bookHaystack(next);
  return next;
}

const FIELDS = [...CATALOGUE_FIELDS, "cover_url"] as const satisfies readonly (keyof CopyFields)[];

/** The form's fields of a payload, without the routing ones. */
export function fieldsOf(p: CopyFields): CopyFields {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) if (p[f] !== undefined) out[f] = p[f];
  return out as CopyFields;
}

/** Whether any queued row other than `except` still changes the copy (it keeps its local state). */
export async function stillQueued(db: MirrorDb, id: EntityId, except: string): Promise<boolean> {
  const key = keys.copy(id);
  // The copy's own rows and the moves (by their keys), not the whole queue.
  const rows = await db.outbox
    .where("entityKey")
    .equals(key)
    .or("entityKey")
    .startsWith(keys.copiesMove(""))
    .toArray();
  return rows.some(
    (r) =>
      r.id !== except &&
      r.state !== "failed" &&
      (r.entityKey === key ||
        (r.kind === "copy.move" && (r.payload.ids as unknown[]).includes(id))),
  );
}
