// Page titles: a screen can replace its route's title with live data (a library's name, a person's name).
import { useEffect } from "react";
import { create } from "zustand";

interface TitleState {
  /** Every mounted override, oldest first; the newest one is shown. */
  entries: { id: number; title: string }[];
}

export const useTitleOverride = create<TitleState>(() => ({ entries: [] }));

/** The title a screen asked for, if any (the newest of those still mounted). */
export const selectTitleOverride = (s: TitleState): string | null =>
  s.entries.at(-1)?.title ?? null;

let nextId = 0;

/**
 * While mounted, the page title is `title | Pathagar` instead of the route's own title. Each caller
 * adds and removes only its own entry, so the outcome does not depend on the order in which a render's
 * effects and cleanups run (one screen handing the title to another in the same render).
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const id = ++nextId;
    useTitleOverride.setState((s) => ({ entries: [...s.entries, { id, title }] }));
    return () =>
      useTitleOverride.setState((s) => ({ entries: s.entries.filter((e) => e.id !== id) }));
  }, [title]);
}
