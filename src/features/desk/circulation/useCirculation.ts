// The circulation desk's data for a library: its settings and powers, refreshed from the server when online.
import { DESK_DEFAULTS, useDeskRow } from "../../../sync/deskReads";
import { useDeskPull } from "../useDeskPull";
import { useMembership } from "../../libraries/hooks";
import { hasPermission } from "../../libraries/membership";

const POWERS = ["library_edit", "books_manage", "members_manage", "circulation"] as const;

export interface Circulation {
  /**
   * The powers are known: the desk settings are on the device, or the reader's stored membership
   * says them, or the server could not be asked. Until then a screen does not refuse anyone.
   */
  ready: boolean;
  permissions: string[];
  loanPeriodDays: number;
  loanLimit: number;
  /** The last refresh failed (offline or refused): the device's copy is shown. */
  stale: boolean;
}

export function useCirculation(libraryId: number): Circulation {
  const desk = useDeskRow(libraryId);
  const membership = useMembership(libraryId);
  const pull = useDeskPull(libraryId);
  // Before the desk was ever read on this device (it went offline first), the stored membership's
  // roles say what the reader may do; "no desk row yet" is not "no powers".
  const fromMembership = membership.known
    ? POWERS.filter((p) => hasPermission(membership.member, p))
    : [];
  return {
    ready: desk !== undefined && (desk !== null || membership.known || pull.done),
    permissions: desk?.permissions ?? fromMembership,
    loanPeriodDays: desk?.loanPeriodDays ?? DESK_DEFAULTS.loanPeriodDays,
    loanLimit: desk?.loanLimit ?? DESK_DEFAULTS.loanLimit,
    stale: pull.stale,
  };
}

/** The calendar date `days` from `from`, as "YYYY-MM-DD" in the device's time zone. */
export function dateAfter(days: number, from = new Date()): string {
  const d = new Date(from);
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A due date field's value as the loan's due time: the end of that day, local time. */
export const dueAtOf = (date: string) => new Date(`${date}T23:59:59`).toISOString();
