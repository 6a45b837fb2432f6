// A library's data between the API and the mirror: the library, the caller's membership, list pages,
// create / edit / delete and picture uploads (the online-only steps screens cannot queue).
import * as booksApi from "../api/books";
import * as librariesApi from "../api/libraries";
import * as membersApi from "../api/members";
import * as uploadsApi from "../api/uploads";
import * as usersApi from "../api/users";
import type { Library, LibraryMember, PagedOf } from "../api/schemas";
import {
  hasMirror,
  issueRow,
  mirror,
  type BookIssueRow,
  type BookRow,
  type LibraryRow,
} from "../db";
import { keys, metaKeys } from "./keys";
import { resolveMembership, type Membership } from "./membership";
import { storeCopies, toBookRow } from "./screenPulls";
import { writePulled } from "./engine";
import { putLibraries } from "./libraryRows";
import { invalidateBookIndex } from "./search";
import { withTick } from "./uploadImage";

/** Stores a library from the server, keeping a follower count a queued follow change has moved. */
export async function storeLibrary(library: Library): Promise<void> {
  if (hasMirror()) await putLibraries(mirror(), [library]);
}

/** Libraries being read, by id: a screen and the menu's badge asking at once share one request. */
const reading = new Map<number, Promise<Library>>();

export function refreshLibrary(id: number): Promise<Library> {
  let read = reading.get(id);
  if (!read) {
    read = (async () => {
      const library = await librariesApi.fetchLibrary(id);
      await storeLibrary(library);
      return library;
    })().finally(() => reading.delete(id));
    reading.set(id, read);
  }
  return read;
}

export async function refreshLibraryByName(name: string): Promise<Library> {
  const library = await librariesApi.fetchLibraryByName(name);
  await storeLibrary(library);
  return library;
}

/** Resolves the caller's membership (SPEC §4) and stores it; unreachable server keeps the stored one. */
export async function refreshMembership(libraryId: number): Promise<Membership | null> {
  const result = await resolveMembership({
    myMembership: () => membersApi.fetchMyMembership(libraryId),
    myRequest: () => membersApi.fetchMyMemberRequest(libraryId),
  });
  if (result && hasMirror()) {
    const db = mirror();
    await db.transaction("rw", [db.meta, db.members, db.outbox], async () => {
      await db.meta.put({ key: metaKeys.membership(libraryId), value: result });
      if (result.member) await db.members.put(result.member);
      // A request answered (refused) on the server stops counting once nothing is queued here.
      const request = keys.memberRequest(libraryId);
      if (result.state === "none" || result.state === "declined")
        await writePulled(db.meta, [], {
          key: () => request,
          gone: [{ id: metaKeys.memberRequest(libraryId), key: request }],
        });
    });
  }
  return result;
}

export interface ListPage<T> {
  rows: T[];
  page: number;
  lastPage: number;
  total: number;
}

const pageOf = <T>(answer: PagedOf<unknown>, rows: T[]): ListPage<T> => ({
  rows,
  page: answer.meta.current_page,
  lastPage: answer.meta.last_page,
  total: answer.meta.total,
});

/** One page of the library list from the server; the libraries are kept for offline use. */
export async function fetchLibraryList(term: string, page: number): Promise<ListPage<Library>> {
  const answer = await librariesApi.fetchLibraries(term || undefined, page);
  if (hasMirror()) await putLibraries(mirror(), answer.data);
  return pageOf(answer, answer.data);
}

/** The libraries the user belongs to; their ids are kept so the list also shows offline. */
export async function fetchMyLibraries(userId: number): Promise<Library[]> {
  const all: Library[] = [];
  for (let page = 1; ; page++) {
    const answer = await usersApi.fetchUserLibraries(userId, page);
    all.push(...answer.data);
    if (page >= answer.meta.last_page) break;
  }
  if (hasMirror()) {
    await putLibraries(mirror(), all);
    await mirror().meta.put({ key: metaKeys.myLibraries, value: all.map((l) => l.id) });
  }
  return all;
}

export async function fetchBookPage(
  libraryId: number,
  term: string,
  page: number,
): Promise<ListPage<BookRow>> {
  const answer = await booksApi.fetchLibraryBooks(libraryId, page, term || undefined);
  const rows = answer.data.map(toBookRow);
  if (hasMirror()) {
    await storeCopies(mirror(), answer.data);
    invalidateBookIndex(libraryId);
  }
  return pageOf(answer, rows);
}

export async function fetchMemberPage(
  libraryId: number,
  term: string,
  page: number,
): Promise<ListPage<LibraryMember>> {
  const answer = await membersApi.fetchMembers(libraryId, page, term || undefined);
  if (hasMirror()) await mirror().members.bulkPut(answer.data);
  return pageOf(answer, answer.data);
}

export async function fetchIssuePage(
  libraryId: number,
  term: string,
  page: number,
): Promise<ListPage<BookIssueRow>> {
  const answer = await booksApi.fetchBookIssues(libraryId, page, term || undefined);
  const rows = answer.data.map(issueRow);
  if (hasMirror()) await mirror().bookIssues.bulkPut(rows);
  return pageOf(answer, rows);
}

/** Drops what the device holds of a list the server no longer shows this reader. */
export async function forgetPrivateList(libraryId: number, list: "members" | "issues") {
  if (!hasMirror()) return;
  const table = list === "members" ? mirror().members : mirror().bookIssues;
  await table.where("library_id").equals(libraryId).delete();
}

export type LibraryPicture = "logo" | "cover";

/** Uploads a logo or cover and puts its new address on the stored library. */
export async function uploadLibraryPicture(
  libraryId: number,
  kind: LibraryPicture,
  file: Blob,
  idempotencyKey: string,
): Promise<string> {
  const url =
    kind === "logo"
      ? await uploadsApi.uploadLibraryLogo(libraryId, file, idempotencyKey)
      : await uploadsApi.uploadLibraryCover(libraryId, file, idempotencyKey);
  const shown = withTick(url);
  if (hasMirror()) {
    const change: Partial<LibraryRow> =
      kind === "logo" ? { logo_url: shown } : { cover_photo_url: shown };
    await mirror().libraries.update(libraryId, change);
  }
  return shown;
}

/** Removes a deleted library and everything mirrored about it. */
export async function forgetLibrary(libraryId: number): Promise<void> {
  if (!hasMirror()) return;
  const db = mirror();
  await db.transaction(
    "rw",
    [db.libraries, db.books, db.members, db.bookIssues, db.meta, db.desk],
    async () => {
      await db.libraries.delete(libraryId);
      await db.desk.delete(libraryId);
      await db.books.where("libraryId").equals(libraryId).delete();
      await db.members.where("library_id").equals(libraryId).delete();
      await db.bookIssues.where("library_id").equals(libraryId).delete();
      await db.meta.bulkDelete([metaKeys.membership(libraryId), metaKeys.catalogue(libraryId)]);
    },
  );
  invalidateBookIndex(libraryId);
}

/** The library as the device last stored it (for a screen the server could not answer). */
export async function storedLibrary(id: number): Promise<LibraryRow | undefined> {
  return hasMirror() ? mirror().libraries.get(id) : undefined;
}

/** Creates a library (online only) and stores the server's copy; resolves with its id. */
export async function createLibrary(
  fields: Record<string, unknown>,
  idempotencyKey: string,
): Promise<number> {
  const id = await librariesApi.createLibrary(fields, idempotencyKey);
  await refreshLibrary(id).catch(() => undefined);
  return id;
}

/** Saves a library's edit (online only) and stores the server's copy. */
export async function updateLibrary(
  id: number,
  fields: Record<string, unknown>,
  idempotencyKey: string,
): Promise<void> {
  await librariesApi.updateLibrary(id, fields, idempotencyKey);
  await refreshLibrary(id).catch(() => undefined);
}

/** Deletes a library (online only) and everything the device holds of it. */
export async function deleteLibrary(id: number, idempotencyKey: string): Promise<void> {
  await librariesApi.deleteLibrary(id, idempotencyKey);
  await forgetLibrary(id);
}
