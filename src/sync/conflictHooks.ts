// Hooks for resolving conflicts on screen: the code to offer in place of a refused one.
import type { OutboxRow } from "../db";
import { suggestedCode } from "./conflicts";

/** The code the "choose another code" field starts with (see `suggestedCode`). */
export function useSuggestedCode(row: OutboxRow, field: "book_code" | "member_code"): string {
  return suggestedCode(row, field);
}
