// Mutation kind for a member card's photo: kept on the device with its Blob and sent after the member.
import * as deskApi from "../../api/deskMembers";
import type { MemberRow } from "../../db";
import { keys } from "../keys";
import { findUnsent } from "./helpers";
import { defineKind } from "../engine";

export interface MemberPhotoPayload {
  libraryId: number;
  /** The member's server id, or the temporary id of one added on this device (it waits for the add). */
  memberId: number | string;
  /** The member's name, for the sync panel. */
  name: string;
  photo: Blob;
}

export const memberPhoto = defineKind("member.photo")<
  MemberPhotoPayload,
  string,
  Pick<MemberRow, "localPhoto"> | null
>({
  entityKey: (p) => keys.member(p.memberId),
  protects: (p) => [keys.member(p.memberId)],
  refersTo: (p) => [p.memberId],
  async coalesce(db, p, queued) {
    // A newer photo taken before the older one went out replaces it.
    const earlier = findUnsent(queued, memberPhoto, (q) => q.memberId === p.memberId);
    if (!earlier) return false;
    await db.outbox.update(earlier.seq!, { payload: { ...earlier.payload, photo: p.photo } });
    await db.members.update(p.memberId, { localPhoto: p.photo });
    return true;
  },
  async apply(db, p) {
    const member = await db.members.get(p.memberId);
    if (!member) return null;
    await db.members.update(p.memberId, { localPhoto: p.photo });
    return { localPhoto: member.localPhoto ?? null };
  },
  send: (p, key) => deskApi.uploadMemberPhoto(p.libraryId, p.memberId as number, p.photo, key),
  async reconcile(db, p, url) {
    await db.members
      .where("id")
      .equals(p.memberId)
      .modify((m: MemberRow) => {
        m.photo_url = url;
        m.localPhoto = null;
      });
  },
  async rollback(db, p, undo) {
    if (undo) await db.members.update(p.memberId, undo);
  },
});
