// The copy.create kind: N copies added at once under temporary ids with consecutive codes, shown at once.
import * as deskApi from "../../api/desk";
import type { LibraryBook } from "../../api/schemas";
import type { CopyFields } from "../../api/schemas/desk";
import type { MirrorDb } from "../../db";
import { codeAfter, type TempId } from "../engine";
import { keys } from "../keys";
import { catalogueRowOf, toBookRow } from "../screenPulls";
import { defineKind, remapQueued } from "../engine";
import { invalidateBookIndexAfterWrite } from "../search";
import { fieldsOf, stillQueued, withFields } from "./desk-copy-rows";

export interface CopyCreatePayload extends CopyFields {
  libraryId: number;
  /** One temporary id per copy, in code order. */
  tempIds: TempId[];
  title: string;
  authors: string[];
  /** The first copy's code; the others follow it (`AP-03001`, `AP-03002`…). */
  book_code: string;
  copies: number;
  /** When it was added on the device: the server keeps it, so a loan made after it offline is taken. */
  addedAt?: string;
}
/** The codes of a create's copies, in order. */
export const codesOf = (p: Pick<CopyCreatePayload, "book_code" | "tempIds">) =>
  p.tempIds.map((_, i) => (i === 0 ? p.book_code : codeAfter(p.book_code, i)));

/**
 * Advances the desk's next code past the codes just used when the suggestion would reuse one. It is not moved
 * back when the add is refused or dropped: the refused code must not be offered again, and a skipped number
 * costs nothing.
 */
async function advanceNextCode(db: MirrorDb, libraryId: number, codes: string[]) {
  const desk = await db.desk.get(libraryId);
  if (!desk || !codes.includes(desk.nextBookCode)) return;
  await db.desk.update(libraryId, { nextBookCode: codeAfter(codes[codes.length - 1]!) });
}

export const copyCreate = defineKind("copy.create")<
  CopyCreatePayload,
  { data: LibraryBook[] },
  null
>({
  entityKey: (p) => keys.copy(p.tempIds[0]!),
  protects: (p) => [keys.copy(p.tempIds[0]!)],
  creates: (p) => p.tempIds[0],
  refersTo: () => [],
  async apply(db, p, mutationId) {
    const codes = codesOf(p);
    const now = new Date().toISOString();
    await db.books.bulkPut(
      p.tempIds.map((id, i) =>
        withFields(
          {
            id,
            libraryId: p.libraryId,
            code: codes[i]!,
            title: p.title,
            authors: p.authors,
            shelf: p.shelf_number ?? null,
            box: p.box_number ?? null,
            coverUrl: p.cover_url ?? null,
            bookId: null,
            status: "available",
            withdrawn: null,
            currentIssueId: null,
            isbn: p.isbn ?? null,
            publisher: p.publisher ?? null,
            year: p.year ?? null,
            language: p.language ?? null,
            category: p.category ?? null,
            pendingBy: mutationId,
            updatedAt: now,
            createdAt: now,
          },
          {},
        ),
      ),
    );
    invalidateBookIndexAfterWrite(p.libraryId);
    await advanceNextCode(db, p.libraryId, codes);
    return null;
  },
  send: (p, key) =>
    deskApi.createCopies(
      p.libraryId,
      {
        ...fieldsOf(p),
        title: p.title,
        authors: p.authors,
        copies: p.copies,
        ...(p.addedAt ? { added_at: p.addedAt } : {}),
      },
      key,
    ),
  async reconcile(db, p, answer, row) {
    const copies = answer.data;
    const codes = codesOf(p);
    for (const [i, tempId] of p.tempIds.entries()) {
      const copy = copies.find((c) => c.book_code === codes[i]) ?? copies[i];
      if (!copy) continue;
      const local = await db.books.get(tempId);
      await db.books.delete(tempId);
      if (local && (await stillQueued(db, tempId, row.id))) {
        // A later change waits on this copy: keep it as shown, under the server's id.
        await db.books.put({ ...local, id: copy.id, bookId: copy.book.id, pendingBy: undefined });
      } else {
        await db.books.put(toBookRow(copy));
      }
      await remapQueued(db, tempId, copy.id, "copy", row.id);
    }
    await db.catalogue.bulkPut(copies.flatMap((c) => catalogueRowOf(c.book)));
    invalidateBookIndexAfterWrite(p.libraryId);
  },
  async rollback(db, p) {
    await db.books.bulkDelete(p.tempIds);
    invalidateBookIndexAfterWrite(p.libraryId);
  },
});
