// The desk's invitations: adding a reader's account (a card, or an invitation they accept in their app),
// and the "waiting for the reader" list kept on the device: the server's pending ones and those queued here.
import { useLiveQuery } from "dexie-react-hooks";
import * as deskApi from "../api/deskMembers";
import type { MemberInvitation, UserSummary } from "../api/schemas";
import { hasMirror, mirror, type MirrorDb } from "../db";
import { useSession } from "../session/session";
import { metaKeys } from "./keys";

const PER_PAGE = 100;
/** Pages of a library's invitations read at most. */
const MAX_PAGES = 5;

async function storedInvitations(db: MirrorDb, libraryId: number): Promise<MemberInvitation[]> {
  return ((await db.meta.get(metaKeys.deskInvitations(libraryId)))?.value ??
    []) as MemberInvitation[];
}

/** Keeps an invitation the server answered in the library's waiting list (replacing one to the same reader). */
export async function keepInvitation(db: MirrorDb, invitation: MemberInvitation): Promise<void> {
  const list = await storedInvitations(db, invitation.library_id);
  const others = list.filter((i) => i.id !== invitation.id && i.user_id !== invitation.user_id);
  await db.meta.put({
    key: metaKeys.deskInvitations(invitation.library_id),
    value: invitation.status === "pending" ? [...others, invitation] : others,
  });
}

/** Reads a library's pending invitations from the server into the device (members_manage). */
export async function pullLibraryInvitations(libraryId: number, db: MirrorDb = mirror()) {
  const all: MemberInvitation[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await deskApi.fetchLibraryInvitations(libraryId, page, PER_PAGE);
    all.push(...answer.data);
    if (page >= answer.meta.last_page) break;
  }
  await db.meta.put({ key: metaKeys.deskInvitations(libraryId), value: all });
  return all;
}

/** An invitation not sent yet: an account added on this device while offline. */
export interface QueuedInvitation {
  tempId: string;
  user: UserSummary;
}

export interface WaitingReaders {
  invitations: MemberInvitation[];
  queued: QueuedInvitation[];
}

/** The library's invitations waiting for the reader, live: the server's and those queued here. */
export function useWaitingReaders(libraryId: number): WaitingReaders | undefined {
  const who = useSession((s) => s.user?.id ?? 0);
  return useLiveQuery(async () => {
    if (!hasMirror()) return { invitations: [], queued: [] };
    const db = mirror();
    const [invitations, rows] = await Promise.all([
      storedInvitations(db, libraryId),
      db.outbox.where("entityKey").startsWith("member:").toArray(),
    ]);
    const queued = rows
      .filter(
        (r) =>
          r.kind === "member.create" && r.state !== "failed" && r.payload.libraryId === libraryId,
      )
      .flatMap((r) =>
        r.payload.user
          ? [{ tempId: r.payload.tempId as string, user: r.payload.user as UserSummary }]
          : [],
      );
    return { invitations, queued };
  }, [libraryId, who]);
}

/**
 * Adds a reader's account (online): their card when they had asked to join, kept with the members; else
 * the invitation, kept in the waiting list.
 */
export async function addAccount(
  libraryId: number,
  userId: number,
  key: string,
): Promise<deskApi.AddAnswer> {
  const answer = await deskApi.createMember(libraryId, { user_id: userId }, key);
  if (hasMirror()) {
    const db = mirror();
    if ("card" in answer) await db.members.put(answer.card);
    else await keepInvitation(db, answer.invitation);
  }
  return answer;
}
