// A labelled text input (text, email, tel, number…) with a hint and the field's first error message.
import type { ComponentPropsWithRef } from "react";
import { FieldHint, FieldMessage, useFieldAria, type FieldFrameProps } from "./Field";

export type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "id"> & FieldFrameProps;

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  "aria-describedby": describedBy,
  ...input
}: TextFieldProps) {
  const { ids, message, aria } = useFieldAria(id, error, Boolean(hint), describedBy);
  return (
    <div className={["ui-field", className].filter(Boolean).join(" ")}>
      <label className="ui-field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <input type="text" {...input} {...aria} className="ui-field__control" />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldMessage id={ids.errorId} message={message} />
    </div>
  );
}
