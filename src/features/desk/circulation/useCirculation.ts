// The circulation desk's data for a library: its settings and powers, refreshed from the server when online.
import { useState } from "react";
import { useRevalidate } from "../../../sync";
import { pullCirculation } from "../../../sync/deskPulls";
import { DESK_DEFAULTS, useDeskRow } from "../../../sync/deskReads";
import { useMounted } from "../../../lib/useMounted";

export interface Circulation {
  /** Undefined while the device is read. */
  ready: boolean;
  permissions: string[];
  loanPeriodDays: number;
  loanLimit: number;
  /** The last refresh failed (offline or refused): the device's copy is shown. */
  stale: boolean;
}

export function useCirculation(libraryId: number): Circulation {
  const desk = useDeskRow(libraryId);
  const [stale, setStale] = useState(false);
  const mounted = useMounted();
  useRevalidate(() => {
    pullCirculation(libraryId).then(
      () => mounted.current && setStale(false),
      () => mounted.current && setStale(true),
    );
  });
  return {
    ready: desk !== undefined,
    permissions: desk?.permissions ?? [],
    loanPeriodDays: desk?.loanPeriodDays ?? DESK_DEFAULTS.loanPeriodDays,
    loanLimit: desk?.loanLimit ?? DESK_DEFAULTS.loanLimit,
    stale,
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
