// A reader's invitations from libraries (online only): read them, accept (the reader's card, kept as their
// membership of that library) or decline.
import { useState } from "react";
import * as invitationsApi from "../api/memberInvitations";
import type { MemberInvitation } from "../api/schemas";
import { hasMirror, mirror } from "../db";
import { useMounted } from "../lib/useMounted";
import { useSession } from "../session/session";
import { useRevalidate } from "./hooks";
import { metaKeys } from "./keys";
import { fetchMyLibraries, refreshMembership } from "./libraries";
import type { Membership } from "./membership";

export interface MyInvitations {
  /** The pending invitations; null until the server answered once. */
  invitations: MemberInvitation[] | null;
  /** The last read failed (offline, or the server refused). */
  failed: boolean;
  /** Drops an answered invitation from the list. */
  drop: (id: number) => void;
}

/** The caller's pending invitations, read on mount, focus and reconnect while online. */
export function useMyInvitations(enabled = true): MyInvitations {
  const signedIn = useSession((s) => s.user !== null);
  const [invitations, setInvitations] = useState<MemberInvitation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const mounted = useMounted();
  useRevalidate(() => {
    if (!signedIn || !enabled) return;
    invitationsApi.fetchMyInvitations().then(
      (list) => mounted.current && (setInvitations(list), setFailed(false)),
      () => mounted.current && setFailed(true),
    );
  });
  const drop = (id: number) => setInvitations((list) => list?.filter((i) => i.id !== id) ?? null);
  return { invitations, failed, drop };
}

/**
 * Accepts an invitation: the reader is a member of that library from now on. The card is kept as their
 * membership at once; the membership and their libraries are then read again (a failure there keeps it).
 */
export async function acceptInvitation(invitation: MemberInvitation, key: string) {
  const card = await invitationsApi.acceptInvitation(invitation.id, key);
  const libraryId = invitation.library_id;
  if (hasMirror()) {
    const db = mirror();
    const membership: Membership = { state: "member", member: card };
    await db.transaction("rw", [db.meta, db.members], async () => {
      await db.meta.put({ key: metaKeys.membership(libraryId), value: membership });
      await db.meta.delete(metaKeys.memberRequest(libraryId));
      await db.members.put(card);
    });
  }
  const userId = useSession.getState().user?.id;
  await Promise.all([
    refreshMembership(libraryId).catch(() => undefined),
    userId ? fetchMyLibraries(userId).catch(() => undefined) : undefined,
  ]);
  return card;
}

export const declineInvitation = (invitation: MemberInvitation, key: string) =>
  invitationsApi.declineInvitation(invitation.id, key);
