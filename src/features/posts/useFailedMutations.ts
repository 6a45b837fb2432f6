// Failed outbox rows of one kind that match a filter: what the server refused, kept with its text.
// Watches only the failed rows, so queueing or sending other changes does not wake every post card.
import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "../../app/session";
import { hasMirror, mirror, type OutboxRow } from "../../db";

const NONE: OutboxRow[] = [];

/** `kind` null: every kind. */
export function useFailedMutations(
  kind: string | null,
  matches: (payload: Record<string, unknown>) => boolean = () => true,
): OutboxRow[] {
  const who = useSession((s) => s.user?.id ?? 0);
  const failed = useLiveQuery(
    () => (hasMirror() ? mirror().outbox.where("state").equals("failed").toArray() : NONE),
    [who],
  );
  return (failed ?? NONE).filter((r) => (kind === null || r.kind === kind) && matches(r.payload));
}
