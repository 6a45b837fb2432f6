// Clashes this device's loans won: another device's lend of the same copy, refused by the server, pulled
// with the desk's lists and kept (on the device, in `meta`) until the person has read them.
import { create } from "zustand";
import { fetchLoanClashes, type LoanClash } from "../api/loanClashes";
import { hasMirror, mirror, type MirrorDb } from "../db";

/** What the notice says of one clash. */
export interface WonClash {
  id: number;
  libraryId: number;
  bookCode: string;
  title: string;
  /** The member of this device's loan, which stands. */
  holder: string;
  /** The member the other device tried to lend the copy to. */
  member: string;
  attemptedAt: string;
}

interface Stored {
  /** The newest clash of the library this device has looked at. */
  after: number;
  /** Clashes this device's loans won, not yet read. */
  unread: WonClash[];
}

const metaKey = (libraryId: number) => `loanClashes:${libraryId}`;

export const useWonClashes = create<{ clashes: WonClash[] }>(() => ({ clashes: [] }));

function show(libraryId: number, clashes: WonClash[]) {
  useWonClashes.setState((s) => {
    const others = s.clashes.filter((c) => c.libraryId !== libraryId);
    return { clashes: [...others, ...clashes] };
  });
}

async function stored(db: MirrorDb, libraryId: number): Promise<Stored> {
  const row = (await db.meta.get(metaKey(libraryId)))?.value as Stored | undefined;
  return row ?? { after: 0, unread: [] };
}

/** The clashes among `clashes` whose standing loan this device made (its temporary id became that loan). */
export async function wonHere(db: MirrorDb, libraryId: number, clashes: LoanClash[]) {
  const loans = new Set(clashes.map((c) => c.book_issue_id));
  const mine = new Set(
    (await db.idMap.filter((m) => m.entity === "loan" && loans.has(m.serverId)).toArray()).map(
      (m) => m.serverId,
    ),
  );
  return clashes
    .filter((c) => mine.has(c.book_issue_id))
    .map<WonClash>((c) => ({
      id: c.id,
      libraryId,
      bookCode: c.library_book.book_code,
      title: c.library_book.title,
      holder: c.holder.name,
      member: c.member.name,
      attemptedAt: c.attempted_at,
    }));
}

/**
 * Asks for the library's clashes after the newest one seen and keeps those this device's loans won;
 * shows every one not yet read. Returns how many are unread.
 */
export async function pullLoanClashes(libraryId: number, db: MirrorDb = mirror()) {
  const before = await stored(db, libraryId);
  show(libraryId, before.unread);
  const fetched: LoanClash[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchLoanClashes(libraryId, before.after, page);
    fetched.push(...answer.data);
    if (page >= answer.meta.last_page) break;
  }
  if (!fetched.length) return before.unread.length;
  const won = await wonHere(db, libraryId, fetched);
  const known = new Set(before.unread.map((c) => c.id));
  const unread = [...before.unread, ...won.filter((c) => !known.has(c.id))];
  const after = Math.max(before.after, ...fetched.map((c) => c.id));
  await db.meta.put({ key: metaKey(libraryId), value: { after, unread } satisfies Stored });
  show(libraryId, unread);
  return unread.length;
}

/** The person has read the library's clashes: they are not shown again. */
export async function markClashesRead(libraryId: number, db: MirrorDb = mirror()) {
  const { after } = await stored(db, libraryId);
  await db.meta.put({ key: metaKey(libraryId), value: { after, unread: [] } satisfies Stored });
  show(libraryId, []);
}

let pulling: Promise<void> | null = null;

/**
 * Pulls the clashes of every library this device has lent in (the libraries of the loans it made), after
 * a sync or when the app comes back; one pass at a time, a refusal (no longer staff) ignored.
 */
export function pullWonClashes(given?: MirrorDb): Promise<void> {
  // Signed out (or before the mirror opens) there is nothing of this device's to ask about.
  if (!given && !hasMirror()) return Promise.resolve();
  const db = given ?? mirror();
  pulling ??= (async () => {
    const made = await db.idMap.filter((m) => m.entity === "loan").toArray();
    const libraries = new Set<number>();
    for (const loan of await db.bookIssues.bulkGet(made.map((m) => m.serverId)))
      if (loan) libraries.add(loan.library_id);
    await Promise.allSettled([...libraries].map((id) => pullLoanClashes(id, db)));
  })().finally(() => {
    pulling = null;
  });
  return pulling;
}
