// A password input with a show/hide toggle, a hint and the field's first error message.
import { useState, type ComponentPropsWithRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { FieldFrame, useFieldAria, type FieldFrameProps } from "./Field";

export type PasswordFieldProps = Omit<ComponentPropsWithRef<"input">, "id" | "type"> &
  FieldFrameProps;

export function PasswordField({
  label,
  error,
  hint,
  id,
  className,
  "aria-describedby": describedBy,
  ref,
  ...input
}: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const { ids, message, aria } = useFieldAria(id, error, Boolean(hint), describedBy);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} message={message} className={className}>
      <div className="ui-field__with-action">
        <input
          autoComplete="current-password"
          {...input}
          {...aria}
          ref={ref}
          type={visible ? "text" : "password"}
          className="ui-field__control"
        />
        <button
          type="button"
          className="ui-field__action"
          aria-controls={ids.inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t`Hide password` : t`Show password`}
        </button>
      </div>
    </FieldFrame>
  );
}
