// A labelled text input (text, email, tel, number…) with a hint and the field's first error message.
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { FieldFrame, useFieldAria, type FieldFrameProps } from "./Field";

export type TextFieldProps = Omit<ComponentPropsWithoutRef<"input">, "id"> & FieldFrameProps;

/** forwardRef, not a `ref` prop: Preact's compatibility layer passes refs only through forwardRef. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, "aria-describedby": describedBy, ...input },
  ref,
) {
  const { ids, message, aria } = useFieldAria(id, error, Boolean(hint), describedBy);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} message={message} className={className}>
      <input type="text" {...input} {...aria} ref={ref} className="ui-field__control" />
    </FieldFrame>
  );
});
