// Looks up a typed or scanned ISBN once it is valid: the device's catalogue first, the server's when online.
import { useEffect, useRef, useState } from "react";
import type { CatalogueRow } from "../../../db";
import { toAsciiDigits } from "../../../lib/digits";
import { toIsbn13 } from "../../../lib/isbn";
import { useOnline } from "../../../lib/useOnline";
import { lookupIsbn } from "../../../sync/deskSettings";

export type IsbnNote = "device" | "server" | "unknown" | "offline" | "looking" | null;

/** Calls `onFound` with the book of each new valid ISBN that Pathagar knows; says where it came from. */
export function useIsbnLookup(raw: string, onFound: (book: CatalogueRow) => void): IsbnNote {
  const online = useOnline();
  const isbn = toIsbn13(toAsciiDigits(raw));
  const [note, setNote] = useState<{ isbn: string; note: IsbnNote } | null>(null);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });
  useEffect(() => {
    if (!isbn) return;
    let live = true;
    lookupIsbn(isbn, { online }).then(
      (answer) => {
        if (!live) return;
        if (answer.found) found.current(answer.found);
        setNote({
          isbn,
          note: answer.found ? answer.from : answer.reason === "offline" ? "offline" : "unknown",
        });
      },
      () => live && setNote({ isbn, note: online ? "unknown" : "offline" }),
    );
    return () => {
      live = false;
    };
  }, [isbn, online]);
  if (!isbn) return null;
  return note?.isbn === isbn ? note.note : "looking";
}
