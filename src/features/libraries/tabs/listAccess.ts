// Who may see a library's member list and loan records (the server's rule, known to the app to say so offline).
import type { MembershipView } from "../hooks";

/** all: every row; own: only the viewer's loans; none: refused; unknown: membership not read yet. */
export type ListAccess = "all" | "own" | "none" | "unknown";

/** Members and staff see the member list. */
export function memberListAccess(m: MembershipView): ListAccess {
  if (m.state === "member" || m.canEdit) return "all";
  return m.known ? "none" : "unknown";
}

/** Staff (library_edit) see every loan, a member their own, anyone else none. */
export function loanAccess(m: MembershipView): ListAccess {
  if (m.canEdit) return "all";
  if (m.state === "member") return "own";
  return m.known ? "none" : "unknown";
}
