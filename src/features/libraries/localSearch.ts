// Searching what the mirror holds about a library (its saved books, members and issues), and the
// library list itself, with the same Bangla-aware normalisation as the book search.
import type { BookIssue, Library, LibraryMember } from "../../api/schemas";
import { mirror, normaliseText, type BookRow } from "../../db";
import { searchBooks } from "../../sync";

const matches = (haystack: string, query: string) => {
  const words = normaliseText(query).split(" ").filter(Boolean);
  const hay = normaliseText(haystack);
  return words.every((w) => hay.includes(w));
};

export const memberName = (
  m: Pick<LibraryMember, "first_name" | "surname"> & { nickname?: string | null },
) => [m.first_name, m.surname].filter(Boolean).join(" ") + (m.nickname ? ` (${m.nickname})` : "");

export function localBooks(libraryId: number, term: string): Promise<BookRow[]> {
  return searchBooks(libraryId, term, Number.POSITIVE_INFINITY);
}

export async function localMembers(libraryId: number, term: string): Promise<LibraryMember[]> {
  const rows = await mirror().members.where("library_id").equals(libraryId).toArray();
  return rows
    .filter((m) => matches(`${memberName(m)} ${m.member_code}`, term))
    .sort((a, b) => a.member_code.localeCompare(b.member_code, undefined, { numeric: true }));
}

export async function localIssues(libraryId: number, term: string): Promise<BookIssue[]> {
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

export const libraryAddress = (l: Pick<Library, "address">) =>
  [
    l.address.house,
    l.address.village,
    l.address.police_station?.name,
    l.address.district?.name,
    l.address.post_code,
  ]
    .filter(Boolean)
    .join(", ");

export async function localLibraries(term: string, ids?: number[]): Promise<Library[]> {
  const rows = ids
    ? (await mirror().libraries.bulkGet(ids)).filter((l): l is Library => l !== undefined)
    : await mirror().libraries.toArray();
  return rows
    .filter((l) => matches(`${l.title} ${l.name} ${libraryAddress(l)}`, term))
    .sort((a, b) => a.title.localeCompare(b.title));
}
