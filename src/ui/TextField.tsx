// A labelled text input (text, email, tel, number…) with a hint and the field's first error message.
import { type ComponentPropsWithRef } from "react";
import { FieldFrame, useFieldAria, type FieldFrameProps } from "./Field";

export type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "id"> & FieldFrameProps;

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  "aria-describedby": describedBy,
  ref,
  ...input
}: TextFieldProps) {
  const { ids, message, aria } = useFieldAria(id, error, Boolean(hint), describedBy);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} message={message} className={className}>
      <input type="text" {...input} {...aria} ref={ref} className="ui-field__control" />
    </FieldFrame>
  );
}
