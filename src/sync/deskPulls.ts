// Pulls what the desk needs on the device for a library's staff: copies (libraryCopies.ts) and members
// (wholeLists.ts), shared with the Books tab, open loans and member requests, each sent again only when changed.
import * as deskApi from "../api/deskMembers";
import * as loansApi from "../api/loans";
import { issueRow, mirror, type DeskRow, type MirrorDb } from "../db";
import { keys, metaKeys } from "./keys";
import { pullDesk } from "./deskSettings";
import { pullLoanClashes } from "./loanClashes";
import { pullLibraryCopies } from "./libraryCopies";
import { ifChanged, pullLibraryMembers } from "./wholeLists";
import { leftOut } from "./leftOut";
import { pullOnce } from "./pullOnce";
import { writePulled } from "./engine";

/**
 * A library's open loans (staff). A loan the device still holds as open that the server no longer lists was
 * returned elsewhere: it is dropped (the history tab reads it again), unless a change to it is queued.
 */
export function pullOpenLoans(libraryId: number, db: MirrorDb = mirror()): Promise<number> {
  const key = metaKeys.listVersion("openLoans", libraryId);
  return pullOnce(db, key, async () => {
    const loans = await ifChanged(
      db,
      key,
      (version) => loansApi.fetchOpenLoanSnapshot(libraryId, version),
      (loans) =>
        db.transaction("rw", [db.bookIssues, db.outbox], async () => {
          const held = await db.bookIssues
            .where("[library_id+open]")
            .equals([libraryId, 1])
            .primaryKeys();
          await writePulled(db.bookIssues, loans.map(issueRow), {
            key: (l) => keys.loan(l.id),
            gone: leftOut(held, loans).map((id) => ({ id, key: keys.loan(id) })),
          });
        }),
    );
    return loans?.length ?? 0;
  });
}

/**
 * A library's pending member requests, whole and versioned (a 304 while none came or went); one decided on this
 * device and not yet sent stays away.
 */
export function pullMemberRequests(libraryId: number, db: MirrorDb = mirror()): Promise<number> {
  const key = metaKeys.listVersion("memberRequests", libraryId);
  return pullOnce(db, key, async () => {
    const requests = await ifChanged(
      db,
      key,
      (version) => deskApi.fetchMemberRequestSnapshot(libraryId, version),
      (requests) =>
        db.transaction("rw", [db.memberRequests, db.outbox], async () => {
          await db.memberRequests.where("library_id").equals(libraryId).delete();
          await writePulled(db.memberRequests, requests, { key: (r) => keys.deskRequest(r.id) });
        }),
    );
    return requests?.length ?? 0;
  });
}

/**
 * Everything the circulation desk keeps on the device, as far as the caller's powers reach: the desk
 * settings and powers first (sync/deskSettings.ts; null when the caller is not staff), then the lists.
 * Whoever lends or catalogues gets the copies too: lending offline needs the library's copies. Whoever
 * lends learns of the clashes its loans won (loanClashes.ts). Every desk screen asks for it when opened;
 * a call while one is under way for the same library shares it instead of reading every list again.
 */
export const pullCirculation = (libraryId: number, db: MirrorDb = mirror()) =>
  pullOnce(db, `desk:${libraryId}`, () => pullLists(libraryId, db));

async function pullLists(libraryId: number, db: MirrorDb): Promise<DeskRow | null> {
  const desk = await pullDesk(libraryId, db);
  if (!desk) return null;
  const can = (p: string) => desk.permissions.includes(p);
  const jobs: Promise<unknown>[] = [];
  if (can("members_manage") || can("circulation")) jobs.push(pullLibraryMembers(libraryId, db));
  if (can("circulation")) jobs.push(pullOpenLoans(libraryId, db));
  // Told, not needed: a desk whose clashes cannot be read still lends.
  if (can("circulation")) jobs.push(pullLoanClashes(libraryId, db).catch(() => 0));
  if (can("circulation") || can("books_manage")) jobs.push(pullLibraryCopies(libraryId, db));
  if (can("members_manage")) jobs.push(pullMemberRequests(libraryId, db));
  // Every list settles before the pull ends, a failed one too: a screen waiting on it then finds the others in.
  const failed = (await Promise.allSettled(jobs)).find((job) => job.status === "rejected");
  if (failed) throw failed.reason;
  return desk;
}
