// Marks an item whose change is not on the server yet (clock) or was refused (warning).
import { useLingui } from "@lingui/react/macro";
import { useMutationState, useQueuedWriteState, type EntityKey } from "../../sync";
import type { MutationStateOf } from "../../sync/engine";
import "./PendingBadge.css";

/** `entityKey` as the outbox names it, made by `keys` from src/sync (`keys.post(id)`, `keys.like(postId)`…). */
export function PendingBadge({ entityKey }: { entityKey: EntityKey }) {
  return <Badge state={useMutationState(entityKey)} />;
}

/** The badge of a mirrored row marked by the queued write that changed it last (its `pendingBy`). */
export function PendingMarkBadge({ pendingBy }: { pendingBy: string | undefined }) {
  return <Badge state={useQueuedWriteState(pendingBy)} />;
}

function Badge({ state }: { state: MutationStateOf | undefined }) {
  const { t } = useLingui();
  if (!state) return null;
  const label = state === "failed" ? t`Not saved` : t`Waiting to send`;
  return (
    <span
      className={`pending-badge pending-badge--${state}`}
      title={label}
      data-testid="pending-badge"
    >
      <span aria-hidden="true">{state === "failed" ? "⚠" : "🕓"}</span>
      <span className="pending-badge__text">{label}</span>
    </span>
  );
}
