// Failed outbox rows of one kind that match a filter: what the server refused, kept with its text.
// Read from the outbox query every badge and list shares (src/sync/engine/outboxView.ts): the rows stay the same
// array while nothing is refused or cleared, so queueing or sending other changes renders no post card again.
import { useFailedMutationRows } from "../../sync";
import type { OutboxRow } from "../../db";

/** `kind` null: every kind. */
export function useFailedMutations(
  kind: string | null,
  matches: (payload: Record<string, unknown>) => boolean = () => true,
): OutboxRow[] {
  return useFailedMutationRows().filter(
    (r) => (kind === null || r.kind === kind) && matches(r.payload),
  );
}
