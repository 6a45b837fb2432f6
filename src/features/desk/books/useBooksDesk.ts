// The catalogue desk's data for a library: my powers and the next book code, kept on the device and
// refreshed from the server when online (the screen waits for that answer before saying "not staff").
import { useState } from "react";
import type { DeskRow } from "../../../db";
import { useOnline } from "../../../lib/useOnline";
import { useMounted } from "../../../lib/useMounted";
import { useRevalidate } from "../../../sync";
import { pullDesk, useDesk } from "../../../sync/deskSettings";

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
  const mounted = useMounted();
  const [pulled, setPulled] = useState<DeskRow | null | undefined>(undefined);
  useRevalidate(() => {
    pullDesk(libraryId).then(
      (row) => mounted.current && setPulled(row),
      () => mounted.current && setPulled((was) => was ?? null),
    );
  });
  const desk = stored ?? pulled;
  return {
    ready: stored !== undefined && (desk !== null || !online || pulled !== undefined),
    canManage: desk?.permissions.includes("books_manage") ?? false,
    nextBookCode: desk?.nextBookCode ?? "",
  };
}
