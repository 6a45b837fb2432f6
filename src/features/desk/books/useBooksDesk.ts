// The catalogue desk's data for a library: my powers and the next book code, kept on the device and
// refreshed from the server when online.
import { useRevalidate } from "../../../sync";
import { pullDesk, useDesk } from "../../../sync/deskSettings";

export interface BooksDesk {
  /** False while the device is read. */
  ready: boolean;
  canManage: boolean;
  /** The code a new copy is offered (the server's next, or past the codes added here offline). */
  nextBookCode: string;
}

export function useBooksDesk(libraryId: number): BooksDesk {
  const desk = useDesk(libraryId);
  useRevalidate(() => {
    pullDesk(libraryId).catch(() => undefined);
  });
  return {
    ready: desk !== undefined,
    canManage: desk?.permissions.includes("books_manage") ?? false,
    nextBookCode: desk?.nextBookCode ?? "",
  };
}
