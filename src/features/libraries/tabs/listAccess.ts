// Who may see a library's member list and loan records (the server's rule, known to the app to say so offline).
import type { MembershipView } from "../hooks";
import { hasPermission } from "../membership";

/** The desk's staff powers: any one of them shows every loan (docs/LIBRARY-DESK.md). */
const STAFF_POWERS = ["library_edit", "books_manage", "members_manage", "circulation"];

/** all: every row; own: only the viewer's loans; none: refused; unknown: membership not read yet. */
export type ListAccess = "all" | "own" | "none" | "unknown";

/** Members and staff see the member list. */
export function memberListAccess(m: MembershipView): ListAccess {
  if (m.state === "member" || m.canEdit) return "all";
  return m.known ? "none" : "unknown";
}

/** Staff (any desk power) see every loan, a member their own, anyone else none. */
export function loanAccess(m: MembershipView): ListAccess {
  if (m.canEdit || STAFF_POWERS.some((p) => hasPermission(m.member, p))) return "all";
  if (m.state === "member") return "own";
  return m.known ? "none" : "unknown";
}
