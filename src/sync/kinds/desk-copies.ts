// Mutation kinds for a library's copies: add N, edit, withdraw, restore and move, each shown at once and queued.
import * as deskApi from "../../api/desk";
import type { LibraryBook } from "../../api/schemas";
import type { CopyFields, WithdrawReasonName } from "../../api/schemas/desk";
import { bookHaystack, type BookRow, type EntityId, type MirrorDb, type OutboxRow } from "../../db";
import { codeAfter } from "../conflicts";
import { isTempId } from "../ids";
import { keys } from "../keys";
import { catalogueRowOf, toBookRow } from "../pull";
import { remapQueued } from "../remap";
import { invalidateBookIndexAfterWrite } from "../search";
import { findUnsent } from "./helpers";
import type { MutationKind } from "./types";
import { CATALOGUE_FIELDS } from "../../lib/catalogueFields";

export interface CopyCreatePayload extends CopyFields {
  libraryId: number;
  /** One temporary id per copy, in code order. */
  tempIds: string[];
  title: string;
  authors: string[];
  /** The first copy's code; the others follow it (`AP-03001`, `AP-03002`…). */
  book_code: string;
  copies: number;
  /** When it was added on the device: the server keeps it, so a loan made after it offline is taken. */
  addedAt?: string;
}
export type CopyUpdatePayload = CopyFields & { libraryId: number; id: EntityId };
export interface CopyWithdrawPayload {
  libraryId: number;
  id: EntityId;
  reason: WithdrawReasonName;
  note: string | null;
  at: string;
}
export interface CopyRestorePayload {
  libraryId: number;
  id: EntityId;
}
export interface CopyMovePayload {
  libraryId: number;
  ids: EntityId[];
  shelf_number: string | null;
  box_number: string | null;
}

/** The codes of a create's copies, in order. */
export const codesOf = (p: Pick<CopyCreatePayload, "book_code" | "tempIds">) =>
  p.tempIds.map((_, i) => (i === 0 ? p.book_code : codeAfter(p.book_code, i)));

/** A copy's row with the form's fields written over it. */
function withFields(row: BookRow, f: CopyFields): BookRow {
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
async function stillQueued(db: MirrorDb, id: EntityId, except: string): Promise<boolean> {
  const key = keys.copy(id);
  const rows = await db.outbox.toArray();
  return rows.some(
    (r) =>
      r.id !== except &&
      r.state !== "failed" &&
      (r.entityKey === key ||
        (r.kind === "copy.move" && (r.payload.ids as unknown[]).includes(id))),
  );
}

/** Writes the server's copy unless a later queued change still holds the local one. */
async function storeAnswer(db: MirrorDb, copy: LibraryBook, row: OutboxRow): Promise<void> {
  await db.catalogue.bulkPut(catalogueRowOf(copy.book));
  if (await stillQueued(db, copy.id, row.id)) {
    await db.books.where("id").equals(copy.id).modify({ bookId: copy.book.id });
    return;
  }
  await db.books.put(toBookRow(copy));
}

/** Puts back copies as they were before a change (undo: the previous rows). */
async function putBack(db: MirrorDb, libraryId: number, previous: BookRow[]): Promise<void> {
  await db.books.bulkPut(previous);
  invalidateBookIndexAfterWrite(libraryId);
}

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

export const copyCreate: MutationKind<CopyCreatePayload> = {
  kind: "copy.create",
  entityKey: (p) => keys.copy(p.tempIds[0]!),
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
    const copies = (answer as { data: LibraryBook[] }).data;
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
};

/** The copies a payload touches, as stored now (undo of an edit). */
const rowsOf = async (db: MirrorDb, ids: EntityId[]) =>
  (await db.books.bulkGet(ids)).filter((r): r is BookRow => !!r);

/** Rewrites copies in the mirror, marking them pending; returns them as they were. */
async function editRows(
  db: MirrorDb,
  libraryId: number,
  ids: EntityId[],
  edit: (row: BookRow) => BookRow,
  mutationId: string | undefined,
): Promise<BookRow[]> {
  const previous = await rowsOf(db, ids);
  await db.books.bulkPut(
    previous.map((r) => ({ ...edit(r), ...(mutationId ? { pendingBy: mutationId } : {}) })),
  );
  invalidateBookIndexAfterWrite(libraryId);
  return previous;
}

const refusedTemp = (id: EntityId) => {
  if (isTempId(id)) throw new Error("This copy has not been added on the server.");
  return id as number;
};

export const copyUpdate: MutationKind<CopyUpdatePayload> = {
  kind: "copy.update",
  entityKey: (p) => keys.copy(p.id),
  refersTo: (p) => [p.id],
  async coalesce(db, p, queued) {
    // An edit folds into an unsent add of that one copy, or into an unsent edit of it.
    const create = findUnsent(
      queued,
      "copy.create",
      (c) => (c.tempIds as string[]).length === 1 && (c.tempIds as string[])[0] === p.id,
    );
    const edit = create ?? findUnsent(queued, "copy.update", (u) => u.id === p.id);
    if (!edit) return false;
    const fields = fieldsOf(p);
    await db.outbox.update(edit.seq!, { payload: { ...edit.payload, ...fields } });
    await editRows(db, p.libraryId, [p.id], (r) => withFields(r, fields), undefined);
    return true;
  },
  apply: (db, p, mutationId) =>
    editRows(db, p.libraryId, [p.id], (r) => withFields(r, fieldsOf(p)), mutationId),
  send: (p, key) => deskApi.updateCopy(p.libraryId, refusedTemp(p.id), fieldsOf(p), key),
  async reconcile(db, p, answer, row) {
    await storeAnswer(db, (answer as { data: LibraryBook }).data, row);
    invalidateBookIndexAfterWrite(p.libraryId);
  },
  rollback: (db, p, undo) => putBack(db, p.libraryId, undo as BookRow[]),
};

export const copyWithdraw: MutationKind<CopyWithdrawPayload> = {
  kind: "copy.withdraw",
  entityKey: (p) => keys.copy(p.id),
  refersTo: (p) => [p.id],
  apply: (db, p, mutationId) =>
    editRows(
      db,
      p.libraryId,
      [p.id],
      (r) => ({
        ...r,
        status: "withdrawn",
        withdrawn: { reason: p.reason, note: p.note, at: p.at },
      }),
      mutationId,
    ),
  send: (p, key) =>
    deskApi.withdrawCopy(p.libraryId, refusedTemp(p.id), { reason: p.reason, note: p.note }, key),
  async reconcile(db, p, answer, row) {
    await storeAnswer(db, (answer as { data: LibraryBook }).data, row);
    invalidateBookIndexAfterWrite(p.libraryId);
  },
  rollback: (db, p, undo) => putBack(db, p.libraryId, undo as BookRow[]),
};

export const copyRestore: MutationKind<CopyRestorePayload> = {
  kind: "copy.restore",
  entityKey: (p) => keys.copy(p.id),
  refersTo: (p) => [p.id],
  async coalesce(db, p, queued) {
    // Withdrawn then restored, neither sent: nothing reaches the server.
    const withdraw = findUnsent(queued, "copy.withdraw", (w) => w.id === p.id);
    if (!withdraw) return false;
    await db.outbox.delete(withdraw.seq!);
    await putBack(db, p.libraryId, withdraw.undo as BookRow[]);
    return true;
  },
  apply: (db, p, mutationId) =>
    editRows(
      db,
      p.libraryId,
      [p.id],
      (r) => ({ ...r, status: r.currentIssueId ? "on_loan" : "available", withdrawn: null }),
      mutationId,
    ),
  send: (p, key) => deskApi.restoreCopy(p.libraryId, refusedTemp(p.id), key),
  async reconcile(db, p, answer, row) {
    await storeAnswer(db, (answer as { data: LibraryBook }).data, row);
    invalidateBookIndexAfterWrite(p.libraryId);
  },
  rollback: (db, p, undo) => putBack(db, p.libraryId, undo as BookRow[]),
};

export const copyMove: MutationKind<CopyMovePayload> = {
  kind: "copy.move",
  entityKey: (p) => keys.copiesMove(p.libraryId),
  refersTo: (p) => p.ids,
  apply: (db, p, mutationId) =>
    editRows(
      db,
      p.libraryId,
      p.ids,
      (r) => withFields(r, { shelf_number: p.shelf_number, box_number: p.box_number }),
      mutationId,
    ),
  send: (p, key) =>
    deskApi.moveCopies(
      p.libraryId,
      { ids: p.ids.map(refusedTemp), shelf_number: p.shelf_number, box_number: p.box_number },
      key,
    ),
  async reconcile(db, p, _answer, row) {
    // The server moved exactly what was asked: the local rows are right; only their marks go.
    for (const id of p.ids) {
      if (!(await stillQueued(db, id, row.id)))
        await db.books
          .where("id")
          .equals(id)
          .modify((r) => void delete r.pendingBy);
    }
    invalidateBookIndexAfterWrite(p.libraryId);
  },
  rollback: (db, p, undo) => putBack(db, p.libraryId, undo as BookRow[]),
};
