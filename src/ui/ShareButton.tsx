// A "Share" button: the share sheet or a copied link (./share.ts, loaded when pressed).
import { Trans } from "@lingui/react/macro";
import type { ShareData } from "./share";

export interface ShareButtonProps {
  data: () => ShareData;
  className?: string;
  /** The accessible name where "Share" alone is ambiguous (one button per item of a list). */
  label?: string;
}

export function ShareButton({ data, className, label }: ShareButtonProps) {
  return (
    <button
      type="button"
      className={className ?? "button-secondary"}
      aria-label={label}
      onClick={() => void import("./share").then((m) => m.shareLink(data()))}
    >
      <Trans>Share</Trans>
    </button>
  );
}
