// Page titles: a screen can replace its route's title with live data (a library's name, a person's name).
import { useEffect } from "react";
import { create } from "zustand";

interface TitleState {
  override: string | null;
}

export const useTitleOverride = create<TitleState>(() => ({ override: null }));

/** While mounted, the page title is `title | Pathagar` instead of the route's own title. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    useTitleOverride.setState({ override: title });
    return () => useTitleOverride.setState({ override: null });
  }, [title]);
}
