// The walk-in member form's fields, with each error under its field.
import { useLingui } from "@lingui/react/macro";
import { TextField } from "../../../ui/TextField";
import type { MemberFormErrors, MemberFormValues } from "./memberForm";

interface Props {
  values: MemberFormValues;
  errors: MemberFormErrors;
  onChange: (values: MemberFormValues) => void;
  codeHint?: string;
}

export function MemberFormFields({ values, errors, onChange, codeHint }: Props) {
  const { t, i18n } = useLingui();
  const field = (name: keyof MemberFormValues) => ({
    value: values[name],
    error: errors[name] ? i18n._(errors[name]) : null,
    onChange: (e: { target: { value: string } }) => onChange({ ...values, [name]: e.target.value }),
  });
  return (
    <>
      <TextField label={t`Name`} autoComplete="off" {...field("first_name")} />
      <TextField label={t`Surname`} autoComplete="off" {...field("surname")} />
      <TextField label={t`Mobile`} type="tel" inputMode="tel" {...field("mobile")} />
      <TextField label={t`Address`} {...field("address")} />
      <TextField
        label={t`Member code`}
        hint={codeHint}
        autoCapitalize="characters"
        {...field("member_code")}
      />
    </>
  );
}
