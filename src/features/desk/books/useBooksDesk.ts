// The catalogue desk's data for a library: my powers and the next book code, kept on the device and
// refreshed from the server when online (the screen waits for that answer before saying "not staff").
import { useOnline } from "../../../lib/useOnline";
import { useDesk } from "../../../sync/deskSettings";
import { useDeskPull } from "../useDeskPull";

export interface BooksDesk {
  /** False while the device is read (and, online, until the server has answered once). */
  ready: boolean;
  canManage: boolean;
  /** The code a new copy is offered (the server's next, or past the codes added here offline). */
  nextBookCode: string;
}

export function useBooksDesk(libraryId: number): BooksDesk {
  const stored = useDesk(libraryId);
  const online = useOnline();
  // The desk and the copies the book screens list (a page opened by its address finds them too).
  const pull = useDeskPull(libraryId);
  const pulled = pull.done ? (pull.desk ?? null) : undefined;
  const desk = stored ?? pulled;
  return {
    ready: stored !== undefined && (desk !== null || !online || pulled !== undefined),
    canManage: desk?.permissions.includes("books_manage") ?? false,
    nextBookCode: desk?.nextBookCode ?? "",
  };
}
