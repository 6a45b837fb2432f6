// The libraries whose desk the signed-in person staffs, as this device last learnt it: kept in localStorage so
// the menu shows the way to the desk from the first paint, without opening the local database.
import { useMemo, useSyncExternalStore } from "react";
import { MY_DESKS_KEY } from "./session-keys";

/** How long a check of the person's desks holds before the menu asks the server again (a day). */
export const DESK_CHECK_EVERY_MS = 24 * 60 * 60 * 1000;

interface DeskHint {
  user: number;
  /** Library ids whose desk the person staffs. */
  ids: number[];
  /** When the server was last asked for all of them (ms since the epoch); 0 when never. */
  checkedAt: number;
}

const listeners = new Set<() => void>();
const raw = (): string | null =>
  typeof localStorage === "undefined" ? null : localStorage.getItem(MY_DESKS_KEY);

function parse(text: string | null, userId: number | null): DeskHint | null {
  if (!text || userId === null) return null;
  try {
    const hint = JSON.parse(text) as Partial<DeskHint>;
    if (hint.user !== userId || !Array.isArray(hint.ids)) return null;
    return {
      user: userId,
      ids: hint.ids.filter((id): id is number => Number.isInteger(id)),
      checkedAt: typeof hint.checkedAt === "number" ? hint.checkedAt : 0,
    };
  } catch {
    return null;
  }
}

function write(hint: DeskHint): void {
  localStorage.setItem(MY_DESKS_KEY, JSON.stringify(hint));
  for (const listener of listeners) listener();
}

/** The desk of `libraryId` was just read for `userId`: staffed or not. */
export function noteDesk(userId: number, libraryId: number, staffed: boolean): void {
  const hint = parse(raw(), userId) ?? { user: userId, ids: [], checkedAt: 0 };
  const others = hint.ids.filter((id) => id !== libraryId);
  write({ ...hint, ids: staffed ? [...others, libraryId].sort((a, b) => a - b) : others });
}

/** The server was asked for every library `userId` belongs to: these are all the desks they staff. */
export function noteDesksChecked(userId: number, ids: number[], at = Date.now()): void {
  write({ user: userId, ids: [...new Set(ids)].sort((a, b) => a - b), checkedAt: at });
}

/** When the desks of `userId` were last checked with the server (0: never on this device). */
export function desksCheckedAt(userId: number): number {
  return parse(raw(), userId)?.checkedAt ?? 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === MY_DESKS_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", fromOtherTab);
  };
}

const NONE: number[] = [];

/** The library ids whose desk `userId` staffs, as last learnt on this device; live. */
export function useStaffedDesks(userId: number | null): number[] {
  const text = useSyncExternalStore(subscribe, raw, () => null);
  return useMemo(() => parse(text, userId)?.ids ?? NONE, [text, userId]);
}
