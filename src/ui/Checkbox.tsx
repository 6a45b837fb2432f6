// A checkbox with its label beside it (the whole row is the touch target) and an error message below.
import type { ComponentPropsWithRef } from "react";
import { FieldHint, FieldMessage, useFieldAria, type FieldFrameProps } from "./Field";

export type CheckboxProps = Omit<ComponentPropsWithRef<"input">, "id" | "type"> & FieldFrameProps;

export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  "aria-describedby": describedBy,
  ...input
}: CheckboxProps) {
  const { ids, message, aria } = useFieldAria(id, error, Boolean(hint), describedBy);
  return (
    <div className={["ui-field", "ui-field--checkbox", className].filter(Boolean).join(" ")}>
      <label className="ui-checkbox" htmlFor={ids.inputId}>
        <input {...input} {...aria} type="checkbox" className="ui-checkbox__box" />
        <span>{label}</span>
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldMessage id={ids.errorId} message={message} />
    </div>
  );
}
