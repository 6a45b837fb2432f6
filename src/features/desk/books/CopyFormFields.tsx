// The catalogue form's fields, shared by "Add a book" and "Edit a copy", each error under its field.
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { TextField } from "../../../ui/TextField";
import { AuthorsField } from "./AuthorsField";
import type { CopyFormErrors, CopyFormField, CopyFormValues } from "./copyForm";

interface Props {
  values: CopyFormValues;
  errors: CopyFormErrors;
  onChange: (values: CopyFormValues) => void;
  /** The ISBN field with its scan button and lookup note (the add form's own). */
  isbn: ReactNode;
  /** Under the book code: e.g. the range N copies take. */
  codeHint?: ReactNode;
  /** Beside the code: the add form's "copies" count. */
  copies?: ReactNode;
}

export function CopyFormFields({ values, errors, onChange, isbn, codeHint, copies }: Props) {
  const { t, i18n } = useLingui();
  const errorOf = (name: CopyFormField) => {
    const e = errors[name];
    return e === undefined ? undefined : typeof e === "string" ? e : i18n._(e);
  };
  const field = (name: Exclude<CopyFormField, "authors">) => ({
    value: values[name],
    error: errorOf(name),
    onChange: (e: { target: { value: string } }) => onChange({ ...values, [name]: e.target.value }),
  });
  return (
    <>
      {isbn}
      <TextField label={t`Title`} required autoComplete="off" {...field("title")} />
      <AuthorsField
        authors={values.authors}
        error={errorOf("authors")}
        onChange={(authors) => onChange({ ...values, authors })}
      />
      <TextField label={t`Publisher`} autoComplete="off" {...field("publisher")} />
      <div className="copy-form__pair">
        <TextField label={t`Year`} inputMode="numeric" autoComplete="off" {...field("year")} />
        <TextField label={t`Language`} autoComplete="off" {...field("language")} />
      </div>
      <TextField label={t`Category`} autoComplete="off" {...field("category")} />
      <div className="copy-form__pair">
        <TextField
          label={t`Book code`}
          autoCapitalize="characters"
          autoComplete="off"
          hint={codeHint}
          {...field("book_code")}
        />
        {copies}
      </div>
      <div className="copy-form__pair">
        <TextField label={t`Shelf`} autoComplete="off" {...field("shelf_number")} />
        <TextField label={t`Box`} autoComplete="off" {...field("box_number")} />
      </div>
    </>
  );
}
