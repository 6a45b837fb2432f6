// One member at the desk: their card (following a temporary id to the server's), their loans on the
// device and from the server, and the online-only calls: link their account, set staff roles.
import { useLiveQuery } from "dexie-react-hooks";
import * as membersApi from "../api/deskMembers";
import * as loansApi from "../api/loans";
import type { BookIssue, LibraryMember } from "../api/schemas";
import {
  hasMirror,
  issueRow,
  mirror,
  type BookIssueRow,
  type EntityId,
  type MemberRow,
  type MirrorDb,
} from "../db";
import { useSession } from "../session/session";
import { isTempId, noteServerWrite, writePulled } from "./engine";
import { keys } from "./keys";

/** A route's member id: a number, or a temporary id for a member added on this device. */
export const memberKey = (param: string): EntityId => (/^\d+$/.test(param) ? Number(param) : param);

/** The member's row; a temporary id that has since been sent leads to the server's row. */
export async function findMember(id: EntityId, db: MirrorDb = mirror()) {
  const row = await db.members.get(id);
  if (row || !isTempId(id)) return row;
  const mapped = await db.idMap.get(id);
  return mapped ? db.members.get(mapped.serverId) : undefined;
}

/** The member, live: undefined while reading, null when this device holds no such member. */
export function useDeskMember(id: EntityId): MemberRow | null | undefined {
  const who = useSession((s) => s.user?.id ?? 0);
  return useLiveQuery(
    async () => (hasMirror() ? ((await findMember(id)) ?? null) : null),
    [id, who],
  );
}

const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() || 0 : 0);

export interface MemberLoans {
  /** Books the member holds, soonest due first. */
  open: BookIssueRow[];
  /** Books they brought back, latest first. */
  past: BookIssueRow[];
}

/** A member's loans as this device holds them, live. */
export function useMemberLoans(memberId: EntityId | undefined): MemberLoans | undefined {
  return useLiveQuery(async () => {
    if (memberId === undefined || !hasMirror()) return { open: [], past: [] };
    const db = mirror();
    const [open, past] = await Promise.all([
      db.bookIssues.where("[memberId+open]").equals([memberId, 1]).toArray(),
      db.bookIssues.where("[memberId+open]").equals([memberId, 0]).toArray(),
    ]);
    open.sort((a, b) => time(a.due_at) - time(b.due_at));
    past.sort((a, b) => time(b.collected_at) - time(a.collected_at));
    return { open, past };
  }, [memberId]);
}

/** Pages of a member's loans read at most (100 a page). */
const MAX_PAGES = 5;

/** Reads a member's loans from the server into the device; a loan with a change queued here stays. */
export async function pullMemberLoans(libraryId: number, memberId: number, db = mirror()) {
  const loans: BookIssue[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await loansApi.fetchMemberLoans(libraryId, memberId, page);
    loans.push(...answer.data);
    if (page >= answer.meta.last_page) break;
  }
  await writePulled(db.bookIssues, loans.map(issueRow), { key: (l) => keys.loan(l.id) });
  return loans.length;
}

/**
 * Keeps what an online call answered about a member: account, roles and photo (edits queued stay). A pull asked
 * for before this answer does not put the older card back (noteServerWrite).
 */
async function keepAnswer(server: LibraryMember, db = mirror()) {
  noteServerWrite(keys.member(server.id));
  await db.members.update(server.id, {
    user: server.user,
    user_id: server.user_id,
    roles: server.roles,
    photo_url: server.photo_url,
  });
  return server;
}

/**
 * Links the account that confirmed the member's mobile (online only): the linked card, or null when a
 * reader who confirmed the number is asked to accept the card in their app.
 */
export async function linkAccount(libraryId: number, memberId: number, key: string) {
  const linked = await membersApi.linkMemberAccount(libraryId, memberId, key);
  return linked ? keepAnswer(linked) : null;
}

/** Gives the member exactly these roles (online only; the server says who may). */
export const setRoles = async (libraryId: number, memberId: number, roles: string[], key: string) =>
  keepAnswer(await membersApi.setMemberRoles(libraryId, memberId, roles, key));
