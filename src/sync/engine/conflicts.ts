// Conflicts the server refuses with a reason (409): how each is resolved, and which queued writes hang on one.
import type { OutboxRow } from "../../db";

/** The reasons of the desk's conflict table (docs/LIBRARY-DESK.md). */
export const CONFLICT_REASONS = [
  "book_code_taken",
  "member_code_taken",
  "book_on_loan",
  "book_withdrawn",
  "member_inactive",
  "already_member",
  "member_invited",
] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

/** A refusal the person resolves: by sending again with another code, or by dropping the action. */
export type Resolution = { by: "code"; field: "book_code" | "member_code" } | { by: "drop" };

const CODE_FIELDS: Partial<Record<ConflictReason, "book_code" | "member_code">> = {
  book_code_taken: "book_code",
  member_code_taken: "member_code",
};

export const isConflictReason = (reason: unknown): reason is ConflictReason =>
  (CONFLICT_REASONS as readonly unknown[]).includes(reason);

/** The conflict a refused row carries, with its resolution; undefined for other refusals. */
export function conflictOf(
  row: Pick<OutboxRow, "state" | "error">,
): { reason: ConflictReason; resolution: Resolution } | undefined {
  const reason = row.error?.reason;
  if (row.state !== "failed" || !isConflictReason(reason)) return undefined;
  const field = CODE_FIELDS[reason];
  return { reason, resolution: field ? { by: "code", field } : { by: "drop" } };
}

/**
 * The code `steps` after `code`: its last run of digits counts up, keeping its width
 * (`AP-03001` + 2 → `AP-03003`). A code without digits gains `-2`.
 */
export function codeAfter(code: string, steps = 1): string {
  const match = /^(.*?)(\d+)(\D*)$/.exec(code);
  if (!match) return `${code}-${1 + steps}`;
  const [, head = "", digits = "", tail = ""] = match;
  const next = String(Number(digits) + steps).padStart(digits.length, "0");
  return `${head}${next}${tail}`;
}

/**
 * A code to offer in place of a refused one: the library's next free code when the device knows it,
 * otherwise the first code after the refused range (a row adding N copies used N codes).
 */
export function suggestedCode(row: OutboxRow, field: string, nextKnown?: string | null): string {
  if (nextKnown) return nextKnown;
  const refused = row.payload[field];
  if (typeof refused !== "string" || !refused) return "";
  const copies = Number(row.payload.copies ?? 1);
  return codeAfter(refused, Number.isInteger(copies) && copies > 0 ? copies : 1);
}

/** `id` and every queued row that waits for it, directly or through others, in queue order. */
export function chainOf(rows: readonly OutboxRow[], id: string): OutboxRow[] {
  const inChain = new Set([id]);
  // Rows are in queue order and a dependent is always queued after its parent: one pass finds them all.
  for (const row of rows) if (row.dependsOn && inChain.has(row.dependsOn)) inChain.add(row.id);
  return rows.filter((row) => inChain.has(row.id));
}

/** The refused row a queued row waits for (through any number of parents), if any. */
export function refusedAncestor(rows: readonly OutboxRow[], row: OutboxRow): OutboxRow | undefined {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<string>();
  let parent = row.dependsOn ? byId.get(row.dependsOn) : undefined;
  while (parent && !seen.has(parent.id)) {
    if (parent.state === "failed") return parent;
    seen.add(parent.id);
    parent = parent.dependsOn ? byId.get(parent.dependsOn) : undefined;
  }
  return undefined;
}
