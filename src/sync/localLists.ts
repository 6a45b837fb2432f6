// Searching what the mirror holds of a library (its saved books, members and issues) and of the
// library list, with the same Bangla-aware normalisation as the book search. Each answers [] when no
// mirror is open.
import type { Library } from "../api/schemas";
import {
  hasMirror,
  mirror,
  normaliseText,
  type BookIssueRow,
  type BookRow,
  type MemberRow,
} from "../db";
import { libraryAddress, memberName } from "../lib/libraryText";
import { searchBooks } from "./search";

/** Member codes as people read them; one collator, not one per comparison. */
const byCode = new Intl.Collator(undefined, { numeric: true }).compare;

const matches = (haystack: string, query: string) => {
  const words = normaliseText(query).split(" ").filter(Boolean);
  const hay = normaliseText(haystack);
  return words.every((w) => hay.includes(w));
};

/** A library's stored books matching `term` (title, authors, code), all of them. */
export async function localBooks(libraryId: number, term: string): Promise<BookRow[]> {
  return hasMirror() ? searchBooks(libraryId, term, Number.POSITIVE_INFINITY) : [];
}

/** A library's stored members matching `term` (name or member code), ordered by code. */
export async function localMembers(libraryId: number, term: string): Promise<MemberRow[]> {
  if (!hasMirror()) return [];
  const rows = await mirror().members.where("library_id").equals(libraryId).toArray();
  return rows
    .filter((m) => matches(`${memberName(m)} ${m.member_code}`, term))
    .sort((a, b) => byCode(a.member_code, b.member_code));
}

/** A library's stored loans matching `term` (member or book), newest first. */
export async function localIssues(libraryId: number, term: string): Promise<BookIssueRow[]> {
  if (!hasMirror()) return [];
  const rows = await mirror().bookIssues.where("library_id").equals(libraryId).toArray();
  return rows
    .filter((i) =>
      matches(
        `${memberName(i.library_member)} ${i.library_member.member_code} ${i.library_book.book.title} ${i.library_book.book_code}`,
        term,
      ),
    )
    .sort((a, b) => b.issued_at.localeCompare(a.issued_at));
}

/** Stored libraries (all, or those of `ids`) matching `term` (title, name, address), by title. */
export async function localLibraries(term: string, ids?: number[]): Promise<Library[]> {
  if (!hasMirror()) return [];
  const rows = ids
    ? (await mirror().libraries.bulkGet(ids)).filter((l): l is Library => l !== undefined)
    : await mirror().libraries.toArray();
  return rows
    .filter((l) => matches(`${l.title} ${l.name} ${libraryAddress(l)}`, term))
    .sort((a, b) => a.title.localeCompare(b.title));
}
