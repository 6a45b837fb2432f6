// A message box for an error, a success or information, announced to screen readers, optionally dismissible.
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import "./Alert.css";

export type AlertTone = "error" | "success" | "info";

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  className?: string;
}

export function Alert({ tone = "info", title, children, onDismiss, className }: AlertProps) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className={["ui-alert", `ui-alert--${tone}`, className].filter(Boolean).join(" ")}
      data-tone={tone}
    >
      <div className="ui-alert__body">
        {title && <p className="ui-alert__title">{title}</p>}
        {children && <div className="ui-alert__text">{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="ui-alert__close"
          aria-label={t`Dismiss message`}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
