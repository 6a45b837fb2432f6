// What the desk reads from the mirror: copies by code, a copy's open loan, members, loans, requests.
import { useLiveQuery } from "dexie-react-hooks";
import {
  hasMirror,
  mirror,
  type BookIssueRow,
  type BookRow,
  type DeskRow,
  type MemberRequestRow,
  type MemberRow,
} from "../db";
import { toAsciiDigits } from "../lib/digits";
import { useSession } from "../session/session";
import { memberFilter } from "./memberSearch";

/** Library defaults when the device has not read the desk settings yet (docs/LIBRARY-DESK.md). */
export const DESK_DEFAULTS = { loanPeriodDays: 14, loanLimit: 3 };

/** Codes are ASCII and upper case; a scanned or typed code is read the same way. */
export const normaliseCode = (code: string) => toAsciiDigits(code).trim().toUpperCase();

/** A library's copy by its book code. */
export async function copyByCode(libraryId: number, code: string): Promise<BookRow | undefined> {
  return mirror()
    .books.where("[libraryId+code]")
    .equals([libraryId, normaliseCode(code)])
    .first();
}

/** A library's member by their member code. */
export async function memberByCode(
  libraryId: number,
  code: string,
): Promise<MemberRow | undefined> {
  return mirror()
    .members.where("[library_id+member_code]")
    .equals([libraryId, normaliseCode(code)])
    .first();
}

/** Every id a copy has had on this device: its own and the temporary one it was added under. */
async function idsOf(id: number | string): Promise<Array<number | string>> {
  if (typeof id !== "number") return [id];
  const temps = await mirror()
    .idMap.filter((m) => m.serverId === id)
    .primaryKeys();
  return [id, ...temps];
}

/** Whether the server answered the write that created `tempId` (it has a server id now). */
export async function wasSaved(tempId: string): Promise<boolean> {
  return (await mirror().idMap.get(tempId)) !== undefined;
}

/** The open loan of a copy, if it is lent (the holder is its `library_member`). */
export async function openLoanOfCopy(copyId: number | string): Promise<BookIssueRow | undefined> {
  for (const id of await idsOf(copyId)) {
    const loan = await mirror().bookIssues.where("[copyId+open]").equals([id, 1]).first();
    if (loan) return loan;
  }
  return undefined;
}

/** How many books a member holds, and whether one more reaches past the library's limit. */
export async function loanLoad(member: MemberRow, limit: number) {
  const open = await mirror().bookIssues.where("[memberId+open]").equals([member.id, 1]).count();
  return { open, limit, atLimit: open >= limit };
}

const useWho = () => useSession((s) => s.user?.id ?? 0);

/** The desk settings and the caller's powers, as last read (undefined while reading, null if none). */
export function useDeskRow(libraryId: number): DeskRow | null | undefined {
  const who = useWho();
  return useLiveQuery(
    async () => (hasMirror() ? ((await mirror().desk.get(libraryId)) ?? null) : null),
    [libraryId, who],
  );
}

/** A library's members matching `term` (name, code or mobile in any form), by code; all for "". */
export function useDeskMembers(libraryId: number, term: string): MemberRow[] | undefined {
  const who = useWho();
  return useLiveQuery(async () => {
    if (!hasMirror()) return [];
    const rows = await mirror()
      .members.where("[library_id+member_code]")
      .between([libraryId, ""], [libraryId, "\uffff"])
      .toArray();
    return rows.filter(memberFilter(term));
  }, [libraryId, term, who]);
}

/** A library's open loans, soonest due first; `overdueAt` keeps only those due before it. */
export function useOpenLoans(libraryId: number, overdueAt?: number): BookIssueRow[] | undefined {
  const who = useWho();
  return useLiveQuery(async () => {
    if (!hasMirror()) return [];
    const rows = await mirror()
      .bookIssues.where("[library_id+open]")
      .equals([libraryId, 1])
      .toArray();
    const due = (l: BookIssueRow) => (l.due_at ? Date.parse(l.due_at) : Infinity);
    return rows
      .filter((l) => overdueAt === undefined || due(l) < overdueAt)
      .sort((a, b) => due(a) - due(b));
  }, [libraryId, overdueAt, who]);
}

/** A library's pending member requests, oldest first. */
export function useMemberRequests(libraryId: number): MemberRequestRow[] | undefined {
  const who = useWho();
  return useLiveQuery(async () => {
    if (!hasMirror()) return [];
    const rows = await mirror().memberRequests.where("library_id").equals(libraryId).toArray();
    return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  }, [libraryId, who]);
}
