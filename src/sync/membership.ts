// Membership of a library (SPEC §4) as the server tells it: own membership, else the request, else none.
import { isApiError } from "../api/errors";
import type { LibraryMember, MemberRequest } from "../api/schemas";

export type MembershipState = "member" | "requested" | "declined" | "none";

export interface Membership {
  state: MembershipState;
  /** The caller's member card when a member (its roles carry the permissions). */
  member: LibraryMember | null;
  /** Why the library declined the request, when it said (state "declined"). */
  reason?: string | null;
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
    if (data?.status === "declined")
      return { state: "declined", member: null, reason: data.reason ?? null };
    if (data) return { state: "requested", member: null };
  } catch (error) {
    if (unreachable(error)) return null;
  }
  return { state: "none", member: null };
}
