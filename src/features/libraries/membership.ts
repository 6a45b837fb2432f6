// Membership of a library (SPEC §4): what the page shows of the stored state, and what it permits.
import type { LibraryMember } from "../../api/schemas";
import type { Membership } from "../../sync/membership";

export type { Membership, MembershipState } from "../../sync/membership";

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
