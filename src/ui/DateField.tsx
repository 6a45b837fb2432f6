// A labelled date input; its value is the ISO calendar date "YYYY-MM-DD" the API expects.
import type { ComponentPropsWithRef } from "react";
import { FieldHint, FieldMessage, useFieldAria, type FieldFrameProps } from "./Field";

export type DateFieldProps = Omit<ComponentPropsWithRef<"input">, "id" | "type"> & FieldFrameProps;

export function DateField({
  label,
  error,
  hint,
  id,
  className,
  "aria-describedby": describedBy,
  ...input
}: DateFieldProps) {
  const { ids, message, aria } = useFieldAria(id, error, Boolean(hint), describedBy);
  return (
    <div className={["ui-field", className].filter(Boolean).join(" ")}>
      <label className="ui-field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <input {...input} {...aria} type="date" className="ui-field__control" />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldMessage id={ids.errorId} message={message} />
    </div>
  );
}
