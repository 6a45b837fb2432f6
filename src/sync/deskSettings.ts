// A library's desk on this device: its settings and my staff powers (pulled, kept, live), and ISBN lookup.
import { useLiveQuery } from "dexie-react-hooks";
import * as deskApi from "../api/desk";
import type { DeskSettings } from "../api/schemas/desk";
import { hasMirror, mirror, type CatalogueRow, type DeskRow, type MirrorDb } from "../db";
import { toIsbn13 } from "../lib/isbn";
import { noteDesk } from "../session/myDeskHint";
import { useSession } from "../session/session";
import { isApiError } from "./errors";
import { catalogueRowOf } from "./screenPulls";

/** The staff powers of the desk (docs/LIBRARY-DESK.md). */
export type Permission = "library_edit" | "books_manage" | "members_manage" | "circulation";
export const STAFF_POWERS: readonly Permission[] = [
  "library_edit",
  "books_manage",
  "members_manage",
  "circulation",
];

/** The number a code ends with, for telling which of two codes comes later. */
const tailNumber = (code: string) => Number(/(\d+)\D*$/.exec(code)?.[1] ?? -1);

/** The later of the server's next code and the one this device advanced to by adding copies offline. */
export function laterCode(server: string, local: string | undefined): string {
  return local && tailNumber(local) > tailNumber(server) ? local : server;
}

function toDeskRow(d: DeskSettings, libraryId: number, local?: DeskRow): DeskRow {
  return {
    libraryId,
    permissions: d.permissions,
    creator: d.creator,
    loanPeriodDays: d.loan_period_days,
    loanLimit: d.loan_limit,
    bookCodePrefix: d.book_code_prefix,
    nextBookCode: laterCode(d.next_book_code, local?.nextBookCode),
    nextMemberCode: laterCode(d.next_member_code, local?.nextMemberCode),
    fetchedAt: Date.now(),
  };
}

/**
 * Reads the desk from the server and keeps it. A reader who is not staff (403) keeps no desk row: the
 * answer is null. A code the device advanced past (copies added offline, not yet sent) is kept.
 */
export async function pullDesk(
  libraryId: number,
  db: MirrorDb = mirror(),
): Promise<DeskRow | null> {
  const who = useSession.getState().user?.id;
  let answer;
  try {
    answer = await deskApi.fetchDesk(libraryId);
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) {
      await db.desk.delete(libraryId);
      if (who !== undefined) noteDesk(who, libraryId, false);
      return null;
    }
    throw error;
  }
  const row = await db.transaction("rw", db.desk, async () => {
    const kept = toDeskRow(answer.data, libraryId, await db.desk.get(libraryId));
    await db.desk.put(kept);
    return kept;
  });
  if (who !== undefined) noteDesk(who, libraryId, row.permissions.length > 0);
  return row;
}

/** The settings the desk form sends (library_edit only). */
export interface DeskSettingsInput {
  loan_period_days: number;
  loan_limit: number;
  book_code_prefix: string;
}

/**
 * Saves the loan period, loan limit and code prefix on the server (online only: a 422 rejects with the
 * field map) and keeps the answer on the device.
 */
export async function saveDeskSettings(
  libraryId: number,
  input: DeskSettingsInput,
  key: string,
  db: MirrorDb = mirror(),
): Promise<DeskRow> {
  const answer = await deskApi.updateDesk(libraryId, input, key);
  return db.transaction("rw", db.desk, async () => {
    const row = toDeskRow(answer.data, libraryId, await db.desk.get(libraryId));
    await db.desk.put(row);
    return row;
  });
}

/** The stored desk of a library: undefined while reading, null when this device holds none. */
export function useDesk(libraryId: number): DeskRow | null | undefined {
  const who = useSession((s) => s.user?.id ?? 0);
  return useLiveQuery(
    async () => (hasMirror() ? ((await mirror().desk.get(libraryId)) ?? null) : null),
    [libraryId, who],
  );
}

export type IsbnLookup =
  | { found: CatalogueRow; from: "device" | "server" }
  | { found: null; reason: "invalid" | "unknown" | "offline" };

/**
 * The shared book with this ISBN: the device's catalogue first (it works offline), then the server's when
 * online. A book found on the server joins the device's catalogue.
 */
export async function lookupIsbn(
  raw: string,
  options: { online: boolean; db?: MirrorDb },
): Promise<IsbnLookup> {
  const isbn = toIsbn13(raw);
  if (!isbn) return { found: null, reason: "invalid" };
  const db = options.db ?? mirror();
  const stored = await db.catalogue.get(isbn);
  if (stored) return { found: stored, from: "device" };
  if (!options.online) return { found: null, reason: "offline" };
  try {
    const answer = await deskApi.lookupIsbn(isbn);
    const [row] = catalogueRowOf({ ...answer.data, isbn: answer.data.isbn ?? isbn });
    if (!row) return { found: null, reason: "unknown" };
    await db.catalogue.put(row);
    return { found: row, from: "server" };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { found: null, reason: "unknown" };
    if (isApiError(error) && error.status === 0) return { found: null, reason: "offline" };
    throw error;
  }
}
