// The frame every form field shares: label, optional hint, and the first error message under the field.
import { useId, type ReactNode } from "react";
import "./fields.css";

/** One message or the server's list for a field; only the first is shown. */
export type FieldError = string | readonly string[] | null | undefined;

export function firstError(error: FieldError): string | undefined {
  const message = typeof error === "string" ? error : error?.[0];
  return message ? message : undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
  /** Use this id for the control instead of a generated one. */
  id?: string;
}

interface FieldIds {
  inputId: string;
  errorId: string;
  hintId: string;
}

/** Ids and ARIA wiring for a control: aria-invalid and aria-describedby point at the hint and error. */
export function useFieldAria(
  id: string | undefined,
  error: FieldError,
  hasHint: boolean,
  describedBy?: string,
) {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const ids: FieldIds = { inputId, errorId: `${inputId}-error`, hintId: `${inputId}-hint` };
  const message = firstError(error);
  const described = [describedBy, hasHint && ids.hintId, message && ids.errorId]
    .filter(Boolean)
    .join(" ");
  return {
    ids,
    message,
    aria: {
      id: inputId,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": described || undefined,
    },
  };
}

/** The field's box: label (unless the control carries its own), the control, its hint and its error. */
export function FieldFrame({
  ids,
  label,
  hint,
  message,
  className,
  children,
}: {
  ids: FieldIds;
  /** Leave out when the control's own label wraps it (checkbox). */
  label?: ReactNode;
  hint?: ReactNode;
  message?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={["ui-field", className].filter(Boolean).join(" ")}>
      {label !== undefined && (
        <label className="ui-field__label" htmlFor={ids.inputId}>
          {label}
        </label>
      )}
      {children}
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldMessage id={ids.errorId} message={message} />
    </div>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="ui-field__hint">
      {children}
    </p>
  );
}

export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="ui-field__error">
      {message}
    </p>
  );
}
