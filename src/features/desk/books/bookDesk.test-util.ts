// Tests only: a device holding alokito-like desk settings for library 1, offline, signed in as staff.
import { vi } from "vitest";
import type { DeskRow, MirrorDb } from "../../../db";
import { useSession } from "../../../session/session";
import { reader } from "../../../sync/fakeServer.test-util";
import { freshMirror } from "../../../sync/testing";

/** A kept desk of `libraryId` with the powers given: AP codes, a 14-day loan period, 3 loans at most. */
export const deskRow = (libraryId: number, permissions: string[]): DeskRow => ({
  libraryId,
  permissions,
  loanPeriodDays: 14,
  loanLimit: 3,
  bookCodePrefix: "AP",
  nextBookCode: "AP-03001",
  nextMemberCode: "AP-M0301",
  fetchedAt: 1,
});

export async function bookDesk(permissions = ["books_manage"], online = false): Promise<MirrorDb> {
  const db = await freshMirror();
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  useSession.getState().signIn("token", reader);
  await db.desk.put(deskRow(1, permissions));
  return db;
}
