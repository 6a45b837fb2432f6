// Failed outbox rows of one kind that match a filter: what the server refused, kept with its text.
import { useOutbox } from "../../sync";
import type { OutboxRow } from "../../db";

export function useFailedMutations(
  kind: string,
  matches: (payload: Record<string, unknown>) => boolean = () => true,
): OutboxRow[] {
  return useOutbox().filter((r) => r.kind === kind && r.state === "failed" && matches(r.payload));
}
