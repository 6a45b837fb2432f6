// Mutation kinds for a library's members at the desk: add (walk-in or reader), edit, decide requests.
import * as deskApi from "../../api/deskMembers";
import type { LibraryMember, MemberRequest, UserSummary } from "../../api/schemas";
import type { MemberRow, MemberRequestRow, MirrorDb, OutboxRow } from "../../db";
import { keepInvitation } from "../deskInvitations";
import { keys } from "../keys";
import { defineKind, kindOf, remapQueued, type TempId } from "../engine";
import { findUnsent } from "./helpers";

export interface MemberCreatePayload {
  tempId: TempId;
  libraryId: number;
  /** The code the device shows (the next free one it knows); sent, so the card printed offline holds. */
  member_code: string;
  /** The reader's name, for the sync panel. */
  name: string;
  /** An existing reader's account, or null for a walk-in reader. */
  user_id: number | null;
  user: UserSummary | null;
  first_name: string;
  surname: string | null;
  mobile: string | null;
  address: string | null;
  createdAt: string;
}

export type MemberFields = deskApi.MemberFields;

export interface MemberUpdatePayload {
  libraryId: number;
  memberId: number | string;
  name: string;
  fields: MemberFields;
}

export interface RequestAcceptPayload {
  tempId: TempId;
  libraryId: number;
  requestId: number;
  member_code: string;
  name: string;
  createdAt: string;
}

export interface RequestDeclinePayload {
  libraryId: number;
  requestId: number;
  name: string;
  reason: string | null;
}

/** A member row for the mirror, made on the device before the server answers. */
function localMember(
  p: { tempId: TempId; libraryId: number; member_code: string; createdAt: string },
  who: Pick<MemberRow, "first_name" | "surname" | "mobile" | "address" | "photo_url" | "user">,
  mutationId: string,
): MemberRow {
  return {
    id: p.tempId,
    library_id: p.libraryId,
    member_code: p.member_code,
    nickname: null,
    total_reading_books: 0,
    total_has_read_books: 0,
    user_id: who.user?.id ?? null,
    roles: [],
    active: true,
    joined_at: p.createdAt,
    open_loans: 0,
    ...who,
    pendingBy: mutationId,
  };
}

/** Replaces a temporary member by the server's, in the members and in the loans that name it. */
export async function moveMember(db: MirrorDb, from: string, server: LibraryMember) {
  const local = await db.members.get(from);
  await db.members.delete(from);
  await db.members.put({
    ...server,
    open_loans: local?.open_loans ?? server.open_loans,
    ...(local?.localPhoto ? { localPhoto: local.localPhoto } : {}),
  });
  await db.bookIssues
    .where("memberId")
    .equals(from)
    .modify((loan) => {
      loan.memberId = server.id;
      loan.library_member = { ...loan.library_member, id: server.id };
      loan.library_member.member_code = server.member_code;
    });
}

/**
 * The reader was invited instead of added: no card comes. A change queued here that names the card the device
 * made for them is refused as it stands (its own change undone), with the reason shown in the sync panel.
 */
async function settleInvited(db: MirrorDb, p: MemberCreatePayload, row: OutboxRow) {
  await db.members.delete(p.tempId);
  const waiting = await db.outbox.where("refs").equals(p.tempId).toArray();
  for (const r of waiting) {
    if (r.id === row.id || r.state === "failed") continue;
    await kindOf(r.kind).rollback(db, r.payload, r.undo);
    await db.outbox.update(r.seq!, {
      state: "failed",
      attempts: r.attempts + 1,
      error: {
        status: 409,
        message: "The reader was invited, not added.",
        reason: "member_invited",
      },
    });
  }
}

export const memberCreate = defineKind("member.create")<
  MemberCreatePayload,
  deskApi.AddAnswer,
  null
>({
  entityKey: (p) => keys.member(p.tempId),
  protects: (p) => [keys.member(p.tempId)],
  creates: (p) => p.tempId,
  refersTo: () => [],
  async apply(db, p, mutationId) {
    // A reader's account becomes a card only if they asked to join; else they are invited. No card is
    // shown meanwhile: the desk's waiting list shows the account queued here (deskInvitations.ts).
    if (p.user_id) return null;
    const photo = p.user?.photo_url ?? null;
    await db.members.put(
      localMember(
        p,
        {
          first_name: p.first_name,
          surname: p.surname,
          mobile: p.mobile,
          address: p.address,
          photo_url: photo,
          user: p.user,
        },
        mutationId,
      ),
    );
    return null;
  },
  send: (p, key) =>
    deskApi.createMember(
      p.libraryId,
      p.user_id
        ? { user_id: p.user_id, member_code: p.member_code }
        : {
            first_name: p.first_name,
            surname: p.surname,
            mobile: p.mobile ?? "",
            address: p.address,
            member_code: p.member_code,
          },
      key,
    ),
  async reconcile(db, p, added, row) {
    if ("invitation" in added) {
      await keepInvitation(db, added.invitation);
      await settleInvited(db, p, row);
      return;
    }
    await moveMember(db, p.tempId, added.card);
    await remapQueued(db, p.tempId, added.card.id, "member", row.id);
  },
  async rollback(db, p) {
    await db.members.delete(p.tempId);
  },
});

const editable = ["first_name", "surname", "mobile", "address", "member_code", "active"] as const;
type MemberUndo = Partial<MemberRow>;

export const memberUpdate = defineKind("member.update")<
  MemberUpdatePayload,
  LibraryMember,
  MemberUndo | null
>({
  entityKey: (p) => keys.member(p.memberId),
  protects: (p) => [keys.member(p.memberId)],
  refersTo: (p) => [p.memberId],
  async coalesce(db, p, queued) {
    // An edit of a member not yet sent goes out with it; two unsent edits merge.
    const create = findUnsent(queued, memberCreate, (c) => c.tempId === p.memberId);
    const earlier = findUnsent(queued, memberUpdate, (u) => u.memberId === p.memberId);
    const into = create ?? earlier;
    if (!into || (create && p.fields.active === false)) return false;
    const payload = create
      ? { ...create.payload, ...p.fields, name: p.name }
      : {
          ...into.payload,
          name: p.name,
          fields: { ...earlier?.payload.fields, ...p.fields },
        };
    await db.outbox.update(into.seq!, { payload });
    await db.members
      .where("id")
      .equals(p.memberId)
      .modify(p.fields as Partial<MemberRow>);
    return true;
  },
  async apply(db, p, mutationId) {
    const member = await db.members.get(p.memberId);
    if (!member) return null;
    // What the edit replaces: the mark and each field it sets, as it was (null when it had none).
    const undo: MemberUndo = { pendingBy: member.pendingBy };
    for (const k of editable) if (k in p.fields) Object.assign(undo, { [k]: member[k] ?? null });
    await db.members.update(p.memberId, {
      ...(p.fields as Partial<MemberRow>),
      pendingBy: mutationId,
    });
    return undo;
  },
  send: (p, key) => deskApi.updateMember(p.libraryId, p.memberId as number, p.fields, key),
  async reconcile(db, _p, server) {
    const local = await db.members.get(server.id);
    await db.members.put({ ...server, open_loans: local?.open_loans ?? server.open_loans });
  },
  async rollback(db, p, undo) {
    if (undo) await db.members.update(p.memberId, undo);
  },
});

export const memberRequestAccept = defineKind("memberRequest.accept")<
  RequestAcceptPayload,
  LibraryMember,
  MemberRequestRow | null
>({
  entityKey: (p) => keys.deskRequest(p.requestId),
  protects: (p) => [keys.deskRequest(p.requestId)],
  creates: (p) => p.tempId,
  refersTo: () => [],
  async apply(db, p, mutationId) {
    const request = await db.memberRequests.get(p.requestId);
    if (!request) return null;
    await db.memberRequests.delete(p.requestId);
    const user = request.user ?? null;
    await db.members.put(
      localMember(
        p,
        {
          first_name: user?.first_name ?? p.name,
          surname: user?.surname ?? null,
          mobile: null,
          address: null,
          photo_url: user?.photo_url ?? null,
          user,
        },
        mutationId,
      ),
    );
    return request;
  },
  send: (p, key) => deskApi.acceptMemberRequest(p.libraryId, p.requestId, key),
  async reconcile(db, p, server, row) {
    await db.memberRequests.delete(p.requestId);
    await moveMember(db, p.tempId, server);
    await remapQueued(db, p.tempId, server.id, "member", row.id);
  },
  async rollback(db, p, undo) {
    await db.members.delete(p.tempId);
    if (undo) await db.memberRequests.put(undo);
  },
});

export const memberRequestDecline = defineKind("memberRequest.decline")<
  RequestDeclinePayload,
  MemberRequest,
  MemberRequestRow | null
>({
  entityKey: (p) => keys.deskRequest(p.requestId),
  protects: (p) => [keys.deskRequest(p.requestId)],
  refersTo: () => [],
  async apply(db, p) {
    const request = await db.memberRequests.get(p.requestId);
    await db.memberRequests.delete(p.requestId);
    return request ?? null;
  },
  send: (p, key) => deskApi.declineMemberRequest(p.libraryId, p.requestId, p.reason, key),
  async reconcile(db, p) {
    await db.memberRequests.delete(p.requestId);
  },
  async rollback(db, _p, undo) {
    if (undo) await db.memberRequests.put(undo);
  },
});
