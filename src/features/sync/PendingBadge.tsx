// Marks an item whose change is not on the server yet (clock) or was refused (warning).
import { useLingui } from "@lingui/react/macro";
import { useMutationState, type EntityKey } from "../../sync";
import "./PendingBadge.css";

/** `entityKey` as the outbox names it, made by `keys` from src/sync (`keys.post(id)`, `keys.like(postId)`…). */
export function PendingBadge({ entityKey }: { entityKey: EntityKey }) {
  const { t } = useLingui();
  const state = useMutationState(entityKey);
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
