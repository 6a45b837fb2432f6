// A library's whole lists as the device holds them, for the desk's sheets and exports: copies by code,
// members by code and loans newest first, live for screens and once for a file; one copy, live. Work offline.
import { Dexie } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import {
  hasMirror,
  mirror,
  type BookIssueRow,
  type BookRow,
  type EntityId,
  type MemberRow,
  bookSearchText,
  normaliseText,
  searchMatcher,
} from "../db";
import { isTempId } from "./engine";
import { useLiveSlice, type SliceSpec } from "./liveSlice";
import { useSession } from "../session/session";

/**
 * Codes as people read them (AP-00010 after AP-00009). One collator for every comparison: localeCompare
 * with options builds one per call, which took 1.5 s to sort 3,000 copies on a busy 2-core machine.
 */
const byCode = new Intl.Collator("en", { numeric: true }).compare;

/**
 * Every stored copy of a library, ordered by book code ([] with no mirror). Read in the code index's
 * order, the rows are already (nearly) sorted, so the numeric sort after it is a single pass.
 */
export async function libraryCopies(libraryId: number): Promise<BookRow[]> {
  if (!hasMirror()) return [];
  return (await copiesSlice(libraryId).readAll(mirror())).sort(copiesSlice(libraryId).order);
}

/** Every stored member of a library, ordered by member code. */
export async function libraryMembers(libraryId: number): Promise<MemberRow[]> {
  if (!hasMirror()) return [];
  return (await membersSlice(libraryId).readAll(mirror())).sort(membersSlice(libraryId).order);
}

const copiesSlice = (libraryId: number): SliceSpec<BookRow, EntityId> => ({
  table: "books",
  readAll: (db) =>
    db.books
      .where("[libraryId+code]")
      .between([libraryId, Dexie.minKey], [libraryId, Dexie.maxKey])
      .toArray(),
  rowsAt: (db, keys) => db.books.bulkGet(keys),
  keep: (row) => row.libraryId === libraryId,
  keyOf: (row) => row.id,
  order: (a, b) => byCode(a.code, b.code),
});

const membersSlice = (libraryId: number): SliceSpec<MemberRow, EntityId> => ({
  table: "members",
  readAll: (db) => db.members.where("library_id").equals(libraryId).toArray(),
  rowsAt: (db, keys) => db.members.bulkGet(keys),
  keep: (row) => row.library_id === libraryId,
  keyOf: (row) => row.id,
  order: (a, b) => byCode(a.member_code, b.member_code),
});

/** Every stored loan of a library, newest first. */
export async function libraryLoans(libraryId: number): Promise<BookIssueRow[]> {
  if (!hasMirror()) return [];
  const rows = await mirror().bookIssues.where("library_id").equals(libraryId).toArray();
  return rows.sort((a, b) => b.issued_at.localeCompare(a.issued_at));
}

/**
 * The desk's book search over a library's copies: those whose title, authors or code hold every word of
 * `term`, what is not sent yet first (where the volunteer looks for what they just did), then by code.
 */
export function searchDeskCopies(copies: BookRow[], term: string): BookRow[] {
  const matches = searchMatcher(term);
  const found = normaliseText(term) ? copies.filter((b) => matches(bookSearchText(b))) : copies;
  return [...found.filter((b) => b.pendingBy), ...found.filter((b) => !b.pendingBy)];
}

const useWho = () => useSession((s) => s.user?.id ?? 0);

/**
 * The stored copies by code, live: undefined while the mirror is read. Kept in memory and patched by the
 * copies that change, so a copy added in another tab shows without reading the library's thousands again.
 */
export function useLibraryCopies(libraryId: number): BookRow[] | undefined {
  useWho();
  return useLiveSlice(`copies/${libraryId}`, copiesSlice(libraryId));
}

/** The stored members by code, live (patched like the copies): undefined while the mirror is read. */
export function useLibraryMembers(libraryId: number): MemberRow[] | undefined {
  useWho();
  return useLiveSlice(`members/${libraryId}`, membersSlice(libraryId));
}

/**
 * One copy of a library, live: undefined while reading, null when the device holds none. A copy added here
 * and sent since is found under its server id.
 */
export function useLibraryCopy(libraryId: number, id: EntityId): BookRow | null | undefined {
  const who = useWho();
  return useLiveQuery(async () => {
    if (!hasMirror()) return null;
    const db = mirror();
    let row = await db.books.get(id);
    if (!row && isTempId(id)) {
      const mapped = await db.idMap.get(id);
      if (mapped) row = await db.books.get(mapped.serverId);
    }
    return row && row.libraryId === libraryId ? row : null;
  }, [libraryId, id, who]);
}
