// The copy edit kinds: update, withdraw, restore and move, each rewriting the stored rows and undone by them.
import * as deskApi from "../../api/desk";
import type { LibraryBook } from "../../api/schemas";
import type { CopyFields, WithdrawReasonName } from "../../api/schemas/desk";
import type { BookRow, EntityId, MirrorDb, OutboxRow } from "../../db";
import { defineKind, isTempId } from "../engine";
import { keys } from "../keys";
import { catalogueRowOf, toBookRow } from "../screenPulls";
import { invalidateBookIndexAfterWrite } from "../search";
import { fieldsOf, stillQueued, withFields } from "./desk-copy-rows";
import { findUnsent } from "./helpers";
import { copyCreate } from "./desk-copy-create";

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

/** What a copy's edit answers: the copy as the server now holds it. */
type CopyAnswer = { data: LibraryBook };

export const copyUpdate = defineKind("copy.update")<CopyUpdatePayload, CopyAnswer, BookRow[]>({
  entityKey: (p) => keys.copy(p.id),
  protects: (p) => [keys.copy(p.id)],
  refersTo: (p) => [p.id],
  async coalesce(db, p, queued) {
    // An edit folds into an unsent add of that one copy, or into an unsent edit of it.
    const create = findUnsent(
      queued,
      copyCreate,
      (c) => c.tempIds.length === 1 && c.tempIds[0] === p.id,
    );
    const edit = create ?? findUnsent(queued, copyUpdate, (u) => u.id === p.id);
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
    await storeAnswer(db, answer.data, row);
    invalidateBookIndexAfterWrite(p.libraryId);
  },
  rollback: (db, p, undo) => putBack(db, p.libraryId, undo),
});

export const copyWithdraw = defineKind("copy.withdraw")<CopyWithdrawPayload, CopyAnswer, BookRow[]>(
  {
    entityKey: (p) => keys.copy(p.id),
    protects: (p) => [keys.copy(p.id)],
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
      await storeAnswer(db, answer.data, row);
      invalidateBookIndexAfterWrite(p.libraryId);
    },
    rollback: (db, p, undo) => putBack(db, p.libraryId, undo),
  },
);

export const copyRestore = defineKind("copy.restore")<CopyRestorePayload, CopyAnswer, BookRow[]>({
  entityKey: (p) => keys.copy(p.id),
  protects: (p) => [keys.copy(p.id)],
  refersTo: (p) => [p.id],
  async coalesce(db, p, queued) {
    // Withdrawn then restored, neither sent: nothing reaches the server.
    const withdraw = findUnsent(queued, copyWithdraw, (w) => w.id === p.id);
    if (!withdraw) return false;
    await db.outbox.delete(withdraw.seq!);
    await putBack(db, p.libraryId, withdraw.undo);
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
    await storeAnswer(db, answer.data, row);
    invalidateBookIndexAfterWrite(p.libraryId);
  },
  rollback: (db, p, undo) => putBack(db, p.libraryId, undo),
});

export const copyMove = defineKind("copy.move")<CopyMovePayload, unknown, BookRow[]>({
  entityKey: (p) => keys.copiesMove(p.libraryId),
  // Moving copies changes each of them.
  protects: (p) => [keys.copiesMove(p.libraryId), ...p.ids.map((id) => keys.copy(id))],
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
  rollback: (db, p, undo) => putBack(db, p.libraryId, undo),
});
