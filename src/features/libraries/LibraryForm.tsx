// The create / edit library form: name and web handle, contact, address with post code, opening hours.
// Server field errors show under their fields and clear when the field is edited.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { useOnline } from "../../lib/useOnline";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { DateField } from "../../ui/DateField";
import { TextArea } from "../../ui/TextArea";
import { TextField } from "../../ui/TextField";
import { useFieldErrors } from "../../ui/useFieldErrors";
import { isApiError } from "../../sync/errors";
import { suggestHandle, type LibraryFormValues } from "./libraryForm";

interface LibraryFormProps {
  initial: LibraryFormValues;
  submitLabel: ReactNode;
  /** Sends the values; a rejection with field errors shows them under the fields. */
  onSubmit: (values: LibraryFormValues) => Promise<void>;
  /** A new library suggests its web handle from its name. */
  isNew?: boolean;
  children?: ReactNode;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+\d{6,14}$/;

export function LibraryForm({ initial, submitLabel, onSubmit, isNew, children }: LibraryFormProps) {
  const { t } = useLingui();
  const online = useOnline();
  const [values, setValues] = useState(initial);
  const [handleTouched, setHandleTouched] = useState(!isNew);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const errors = useFieldErrors();

  const set = (field: keyof LibraryFormValues) => (value: string) => {
    errors.clear(field);
    setValues((v) => {
      const next = { ...v, [field]: value };
      if (field === "title" && !handleTouched) next.name = suggestHandle(value);
      return next;
    });
    if (field === "name") setHandleTouched(true);
  };

  const bind = (field: keyof LibraryFormValues) => ({
    name: field,
    value: values[field],
    error: errors.errors[field],
    onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
  });

  const check = (): boolean => {
    const found: Record<string, string[]> = {};
    if (!values.title.trim()) found.title = [t`Give the library a name.`];
    if (!/^[a-z0-9._-]{3,50}$/.test(values.name.trim()))
      found.name = [t`Use 3 to 50 small Latin letters, digits, dots, dashes or underscores.`];
    if (values.email.trim() && !EMAIL.test(values.email.trim()))
      found.email = [t`Enter a valid email address.`];
    for (const field of ["phone", "mobile"] as const)
      if (values[field].trim() && !PHONE.test(values[field].replace(/[\s-]/g, "")))
        found[field] = [t`Start with + and the country code, then 6 to 14 digits.`];
    errors.setAll(found);
    return Object.keys(found).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!check()) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!errors.fromError(error))
        setMessage(
          isApiError(error) && error.kind === "http"
            ? error.message
            : t`The library could not be saved. Check your connection and try again.`,
        );
    } finally {
      setSaving(false);
    }
  };

  const handle = values.name || "name";
  return (
    <form className="library-form" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset>
        <legend>
          <Trans>Library</Trans>
        </legend>
        <TextField label={t`Library name`} required maxLength={200} {...bind("title")} />
        <TextField
          label={t`Web name`}
          hint={t`Readers can open the library at /${handle}.`}
          required
          maxLength={50}
          autoCapitalize="none"
          {...bind("name")}
        />
        <TextArea label={t`About the library`} {...bind("about")} />
        <DateField label={t`Founded`} {...bind("founded_at")} />
        <TextField label={t`Govt. registration no.`} {...bind("govt_reg_no")} />
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Contact</Trans>
        </legend>
        <TextField label={t`Email`} type="email" autoComplete="email" {...bind("email")} />
        <TextField label={t`Phone`} type="tel" placeholder="+8802…" {...bind("phone")} />
        <TextField label={t`Mobile`} type="tel" placeholder="+8801…" {...bind("mobile")} />
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Address</Trans>
        </legend>
        <TextField label={t`House or road`} {...bind("house")} />
        <TextField label={t`Village or area`} {...bind("village")} />
        <TextField label={t`Police station`} {...bind("police_station")} />
        <TextField label={t`District`} {...bind("district")} />
        <TextField label={t`Post code`} inputMode="numeric" maxLength={10} {...bind("post_code")} />
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Reading room</Trans>
        </legend>
        <TextField
          label={t`Regular newspapers`}
          type="number"
          min={0}
          {...bind("total_regular_news_papers")}
        />
        <TextField
          label={t`Regular magazines`}
          type="number"
          min={0}
          {...bind("total_regular_magazines")}
        />
        <TextField label={t`Opening time`} type="time" {...bind("opening_time_at")} />
        <TextField label={t`Closing time`} type="time" {...bind("closing_time_at")} />
        <TextField label={t`Off days`} placeholder={t`e.g. Friday`} {...bind("off_days")} />
      </fieldset>
      {message && (
        <Alert tone="error" onDismiss={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      {!online && (
        <p className="library-note">
          <Trans>You are offline. The library can be saved when you are back online.</Trans>
        </p>
      )}
      <div className="library-form__actions">
        <Button type="submit" busy={saving} disabled={!online}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
