// The outbox's `refs`: every temporary id a queued row names, kept on each write so a remap finds its rows by index.
import type { DBCore, Middleware } from "dexie";
import { isTempId } from "./tempIds";
import type { OutboxRow } from "./types";

/** Adds the temporary ids found in plain data (objects, arrays, strings) to `out`; Blobs are not looked into. */
function collect(value: unknown, out: Set<string>): void {
  if (isTempId(value)) out.add(value);
  else if (Array.isArray(value)) for (const v of value) collect(v, out);
  else if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    for (const v of Object.values(value)) collect(v, out);
}

/** The temporary ids a row names in its payload, its undo and its entity key (`copy:tmp-…`). */
export function tempRefsOf(row: Pick<OutboxRow, "payload" | "undo" | "entityKey">): string[] {
  const out = new Set<string>();
  collect(row.payload, out);
  collect(row.undo, out);
  for (const part of String(row.entityKey ?? "").split(":")) if (isTempId(part)) out.add(part);
  return [...out];
}

/** Sets `refs` on every outbox row added or written, whichever call wrote it (add, put, update, modify). */
export const outboxRefs: Middleware<DBCore> = {
  stack: "dbcore",
  name: "outboxRefs",
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name);
      if (name !== "outbox") return table;
      return {
        ...table,
        mutate: (req) =>
          req.type === "add" || req.type === "put"
            ? table.mutate({
                ...req,
                values: req.values.map((row: OutboxRow) => ({ ...row, refs: tempRefsOf(row) })),
              })
            : table.mutate(req),
      };
    },
  }),
};
