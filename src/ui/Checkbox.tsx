// A checkbox with its label beside it (the whole row is the touch target) and an error message below.
import { type ComponentPropsWithRef } from "react";
import { FieldFrame, useFieldAria, type FieldFrameProps } from "./Field";

export type CheckboxProps = Omit<ComponentPropsWithRef<"input">, "id" | "type"> & FieldFrameProps;

export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  "aria-describedby": describedBy,
  ref,
  ...input
}: CheckboxProps) {
  const { ids, message, aria } = useFieldAria(id, error, Boolean(hint), describedBy);
  return (
    <FieldFrame
      ids={ids}
      hint={hint}
      message={message}
      className={["ui-field--checkbox", className].filter(Boolean).join(" ")}
    >
      <label className="ui-checkbox" htmlFor={ids.inputId}>
        <input {...input} {...aria} ref={ref} type="checkbox" className="ui-checkbox__box" />
        <span>{label}</span>
      </label>
    </FieldFrame>
  );
}
