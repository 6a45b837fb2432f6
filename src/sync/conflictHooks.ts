// Hooks for resolving conflicts on screen: the code to offer in place of a refused one.
import { useLiveQuery } from "dexie-react-hooks";
import { hasMirror, mirror, type OutboxRow } from "../db";
import { suggestedCode } from "./engine";

/**
 * The code the "choose another code" field starts with: the library's next free code as the device last read
 * it from the desk, else the first code after the refused ones (see `suggestedCode`).
 */
export function useSuggestedCode(row: OutboxRow, field: "book_code" | "member_code"): string {
  const libraryId = Number(row.payload.libraryId);
  const next = useLiveQuery(async () => {
    if (!hasMirror() || !Number.isInteger(libraryId)) return null;
    const desk = await mirror().desk.get(libraryId);
    return (field === "book_code" ? desk?.nextBookCode : desk?.nextMemberCode) ?? null;
  }, [libraryId, field]);
  return suggestedCode(row, field, next);
}
