// A loading spinner (announced as "Loading" unless decorative) and grey skeleton lines for content to come.
import { useLingui } from "@lingui/react/macro";
import "./Spinner.css";

export function Spinner({
  size = "medium",
  label,
  decorative = false,
}: {
  size?: "small" | "medium" | "large";
  /** What is loading, for screen readers; defaults to "Loading". */
  label?: string;
  /** Inside something that already says it is busy (a busy button): hide from screen readers. */
  decorative?: boolean;
}) {
  const { t } = useLingui();
  if (decorative) return <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />;
  return (
    <span role="status" className="ui-spinner-wrap">
      <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </span>
  );
}

/** Placeholder lines shaped like the content that is loading; hidden from screen readers. */
export function Skeleton({
  lines = 3,
  avatar = false,
}: {
  lines?: number;
  /** Show a round placeholder for an avatar beside the lines. */
  avatar?: boolean;
}) {
  return (
    <div className="ui-skeleton" aria-hidden="true" data-testid="skeleton">
      {avatar && <span className="ui-skeleton__avatar" />}
      <span className="ui-skeleton__lines">
        {Array.from({ length: Math.max(1, lines) }, (_, i) => (
          <span key={i} className="ui-skeleton__line" />
        ))}
      </span>
    </div>
  );
}
