// Pulls what the desk needs on the device for a library's staff: members, open loans, pending requests.
import * as deskApi from "../api/deskMembers";
import * as loansApi from "../api/loans";
import * as membersApi from "../api/members";
import * as settingsApi from "../api/deskSettings";
import { issueRow, mirror, type MirrorDb } from "../db";
import { keys } from "./keys";
import { queuedKeys } from "./queued";

const PER_PAGE = 100;

/** Every page of a paged call. */
async function allPages<T>(
  fetch: (page: number) => Promise<{ data: T[]; meta: { last_page: number } }>,
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetch(page);
    out.push(...answer.data);
    if (page >= answer.meta.last_page) return out;
  }
}

/** A library's members; a member with a change queued here keeps the device's copy. */
export async function pullDeskMembers(libraryId: number, db: MirrorDb = mirror()) {
  const members = await allPages((page) =>
    membersApi.fetchMembers(libraryId, page, undefined, PER_PAGE),
  );
  await db.transaction("rw", [db.members, db.outbox], async (tx) => {
    const queued = await queuedKeys(tx);
    await db.members.bulkPut(members.filter((m) => !queued.has(keys.member(m.id))));
  });
  return members.length;
}

/**
 * A library's open loans. A loan the device still holds as open that the server no longer lists was
 * returned elsewhere: it is dropped (the history tab reads it again), unless a change to it is queued.
 */
export async function pullOpenLoans(libraryId: number, db: MirrorDb = mirror()) {
  const loans = await allPages((page) => loansApi.fetchLoans(libraryId, "open", page, PER_PAGE));
  await db.transaction("rw", [db.bookIssues, db.outbox], async (tx) => {
    const queued = await queuedKeys(tx);
    const fresh = new Set(loans.map((l) => l.id));
    const stale = await db.bookIssues
      .where("[library_id+open]")
      .equals([libraryId, 1])
      .filter((l) => typeof l.id === "number" && !fresh.has(l.id) && !queued.has(keys.loan(l.id)))
      .primaryKeys();
    await db.bookIssues.bulkDelete(stale);
    await db.bookIssues.bulkPut(loans.filter((l) => !queued.has(keys.loan(l.id))).map(issueRow));
  });
  return loans.length;
}

/** A library's pending member requests; one decided on this device and not yet sent stays away. */
export async function pullMemberRequests(libraryId: number, db: MirrorDb = mirror()) {
  const requests = await allPages((page) => deskApi.fetchMemberRequests(libraryId, page, PER_PAGE));
  await db.transaction("rw", [db.memberRequests, db.outbox], async (tx) => {
    const queued = await queuedKeys(tx);
    await db.memberRequests.where("library_id").equals(libraryId).delete();
    await db.memberRequests.bulkPut(requests.filter((r) => !queued.has(keys.deskRequest(r.id))));
  });
  return requests.length;
}

/** The desk settings and the caller's powers, kept for offline use. */
export async function pullDeskSettings(libraryId: number, db: MirrorDb = mirror()) {
  const s = await settingsApi.fetchDeskSettings(libraryId);
  const row = {
    libraryId,
    permissions: s.permissions,
    creator: s.creator,
    loanPeriodDays: s.loan_period_days,
    loanLimit: s.loan_limit,
    bookCodePrefix: s.book_code_prefix,
    nextBookCode: s.next_book_code,
    nextMemberCode: s.next_member_code,
    fetchedAt: Date.now(),
  };
  await db.desk.put(row);
  return row;
}

/** Everything the circulation desk keeps on the device, as far as the caller's powers reach. */
export async function pullCirculation(libraryId: number, db: MirrorDb = mirror()) {
  const desk = await pullDeskSettings(libraryId, db);
  const can = (p: string) => desk.permissions.includes(p);
  const jobs: Promise<unknown>[] = [];
  if (can("members_manage") || can("circulation")) jobs.push(pullDeskMembers(libraryId, db));
  if (can("circulation")) jobs.push(pullOpenLoans(libraryId, db));
  if (can("members_manage")) jobs.push(pullMemberRequests(libraryId, db));
  await Promise.all(jobs);
  return desk;
}
