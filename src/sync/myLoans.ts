// My loans on the device: the reader's open loans (every page) and latest returned ones, pulled whole into the
// mirror's meta table and read live from it, so the list opens offline as last seen.
import { useLiveQuery } from "dexie-react-hooks";
import * as v from "valibot";
import { fetchMyLoans, type MyLoanStatus } from "../api/myLoans";
import { ReaderLoan } from "../api/schemas";
import { hasMirror, mirror } from "../db";
import { useSession } from "../session/session";
import { metaKeys } from "./keys";
import { usePull, type SyncState } from "./usePull";

/** The reader's loans as the device keeps them. */
export interface MyLoans {
  /** Not yet returned, the soonest due first. */
  open: ReaderLoan[];
  /** Returned, newest first (the latest page of them). */
  returned: ReaderLoan[];
  /** When they were pulled (ISO). */
  at: string;
}

/** Open loans are few; a reader holding more than this many pages of them sees the first ones. */
const MAX_OPEN_PAGES = 10;

/** Every page of one status, up to `maxPages`. */
async function allPages(userId: number, status: MyLoanStatus, maxPages: number) {
  const loans: ReaderLoan[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await fetchMyLoans(userId, status, page);
    loans.push(...answer.data);
    if (page >= answer.meta.last_page) break;
  }
  return loans;
}

/** Pulls the signed-in reader's loans into their mirror; nothing for a guest. */
export async function pullMyLoans(): Promise<void> {
  const user = useSession.getState().user;
  if (!user || !hasMirror()) return;
  const [open, returned] = await Promise.all([
    allPages(user.id, "open", MAX_OPEN_PAGES),
    allPages(user.id, "returned", 1),
  ]);
  const value: MyLoans = { open, returned, at: new Date().toISOString() };
  await mirror().meta.put({ key: metaKeys.myLoans, value });
}

/** A kept loan is the API's record as parsed: checked loosely (a change of shape drops the list, never crashes). */
const KeptLoan = v.looseObject({
  id: v.number(),
  library: v.looseObject({ id: v.number(), title: v.string() }),
  library_book: v.looseObject({ book_code: v.string() }),
});
const Kept = v.object({ open: v.array(KeptLoan), returned: v.array(KeptLoan), at: v.string() });

/** What the device keeps of the reader's loans: undefined while it reads, null before any pull. */
async function keptLoans(): Promise<MyLoans | null> {
  if (!hasMirror()) return null;
  const row = await mirror().meta.get(metaKeys.myLoans);
  return row && v.is(Kept, row.value) ? (row.value as MyLoans) : null;
}

/** The reader's loans from the device, refreshed from the server on mount, focus and reconnect. */
export function useMyLoans(): SyncState & { loans: MyLoans | null | undefined } {
  const who = useSession((s) => s.user?.id ?? 0);
  const loans = useLiveQuery(keptLoans, [who]);
  const sync = usePull(pullMyLoans, who);
  return { loans, ...sync };
}
