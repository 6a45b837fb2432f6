// Membership of a library (SPEC §4): resolve it on load, store it for offline use, and read permissions.
import type { LibraryMember, MemberRequest } from "../../api/schemas";
import { isApiError } from "../../api/errors";

export type MembershipState = "member" | "requested" | "none";

export interface Membership {
  state: MembershipState;
  /** The caller's member card when a member (its roles carry the permissions). */
  member: LibraryMember | null;
}

export interface MembershipSources {
  /** GET …/members/my-membership → the card or null. */
  myMembership: () => Promise<{ data: LibraryMember | null }>;
  /** GET …/member-requests/my-request → the request or null. */
  myRequest: () => Promise<{ data: MemberRequest | null }>;
}

/** A failure that says nothing about the membership: no network, a timeout. */
const unreachable = (error: unknown) =>
  isApiError(error) && (error.kind === "network" || error.kind === "timeout");

/**
 * Own membership first; if there is none (or the call fails) the member request; if that is missing
 * (or fails) the state is none. Returns null when the server could not be reached at all, so the
 * stored state is kept instead of being replaced by a guess.
 */
export async function resolveMembership(sources: MembershipSources): Promise<Membership | null> {
  try {
    const { data } = await sources.myMembership();
    if (data) return { state: "member", member: data };
  } catch (error) {
    if (unreachable(error)) return null;
  }
  try {
    const { data } = await sources.myRequest();
    if (data) return { state: "requested", member: null };
  } catch (error) {
    if (unreachable(error)) return null;
  }
  return { state: "none", member: null };
}

/**
 * What the page shows: the stored resolution, except that a member request queued on this device
 * (or answered since) counts as 'requested' until the server says the caller is a member.
 */
export function effectiveMembership(
  stored: Membership | undefined,
  queuedRequest: unknown,
): Membership {
  if (stored?.state === "member") return stored;
  if (queuedRequest) return { state: "requested", member: null };
  return stored ?? { state: "none", member: null };
}

export function hasPermission(member: LibraryMember | null, permission: string): boolean {
  return Boolean(member?.roles.some((role) => role.permissions.some((p) => p.name === permission)));
}

/** `library_edit` shows the logo and cover uploads, the post box, edit and delete. */
export const canEditLibrary = (m: Membership) => hasPermission(m.member, "library_edit");
