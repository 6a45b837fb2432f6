// A labelled select with an optional placeholder choice (e.g. "Please select an option") and error message.
import { type ComponentPropsWithRef, type ReactNode } from "react";
import { FieldFrame, useFieldAria, type FieldFrameProps } from "./Field";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = Omit<ComponentPropsWithRef<"select">, "id" | "children"> &
  FieldFrameProps & {
    options?: readonly SelectOption[];
    /** An empty first choice that cannot be picked back; the field is "unselected" while it shows. */
    placeholder?: string;
    /** Extra <option>/<optgroup> elements after `options`. */
    children?: ReactNode;
  };

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  options = [],
  placeholder,
  children,
  "aria-describedby": describedBy,
  ref,
  ...select
}: SelectFieldProps) {
  const { ids, message, aria } = useFieldAria(id, error, Boolean(hint), describedBy);
  const uncontrolledDefault =
    select.value === undefined && select.defaultValue === undefined && placeholder !== undefined
      ? { defaultValue: "" }
      : {};
  return (
    <FieldFrame ids={ids} label={label} hint={hint} message={message} className={className}>
      <select
        {...uncontrolledDefault}
        {...select}
        {...aria}
        ref={ref}
        className="ui-field__control ui-field__control--select"
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}
