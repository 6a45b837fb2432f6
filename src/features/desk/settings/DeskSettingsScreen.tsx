// /libraries/{id}/desk/settings: the loan period, loan limit and book-code prefix (library_edit).
// Saved on the server at once (online only); offline the form keeps what was typed and says why.
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DeskRow } from "../../../db";
import { useOnline } from "../../../lib/useOnline";
import { useRevalidate } from "../../../sync";
import { pullDesk, saveDeskSettings, useDesk } from "../../../sync/deskSettings";
import { Alert, Button, Spinner, TextField, useFieldErrors } from "../../../ui";
import { useWriteKey } from "../../libraries/idempotency";
import { StaffScreen } from "../StaffScreen";
import { readSettings, valuesOf, type SettingsField, type SettingsValues } from "./settingsForm";
import "../circulation/circulation.css";

export function DeskSettingsScreen({ libraryId }: { libraryId: number }) {
  return (
    <StaffScreen libraryId={libraryId} power="library_edit" title={<Trans>Desk settings</Trans>}>
      {() => <SettingsLoader libraryId={libraryId} />}
    </StaffScreen>
  );
}

function SettingsLoader({ libraryId }: { libraryId: number }) {
  const desk = useDesk(libraryId);
  const [failed, setFailed] = useState(false);
  useRevalidate(() => {
    pullDesk(libraryId).then(
      () => setFailed(false),
      () => setFailed(true),
    );
  });
  if (desk === undefined) return <Spinner />;
  if (desk === null)
    return failed || !navigator.onLine ? (
      <Alert tone="info">
        <Trans>This device has not read the desk settings yet. Connect to the internet once.</Trans>
      </Alert>
    ) : (
      <Spinner />
    );
  return <SettingsForm desk={desk} />;
}

function SettingsForm({ desk }: { desk: DeskRow }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const write = useWriteKey();
  const server = useFieldErrors();
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(desk));
  const [local, setLocal] = useState<ReturnType<typeof readSettings>["errors"]>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<"saved" | "failed" | null>(null);

  const field = (name: SettingsField) => ({
    value: values[name],
    error: local?.[name] ? i18n._(local[name]) : server.first(name),
    onChange: (e: { target: { value: string } }) => {
      setValues({ ...values, [name]: e.target.value });
      server.clear(name);
      setOutcome(null);
    },
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const read = readSettings(values);
    setLocal(read.errors ?? {});
    if (!read.input || !online) return;
    setBusy(true);
    try {
      const row = await write((key) => saveDeskSettings(desk.libraryId, read.input, key));
      setValues(valuesOf(row));
      setOutcome("saved");
    } catch (error) {
      setOutcome(server.fromError(error) ? null : "failed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="desk-form" onSubmit={(e) => void save(e)} noValidate>
      {!online && (
        <Alert tone="info">
          <Trans>Saving the settings needs the internet. What you typed stays here.</Trans>
        </Alert>
      )}
      {outcome === "saved" && (
        <Alert tone="success">
          <Trans>Desk settings saved.</Trans>
        </Alert>
      )}
      {outcome === "failed" && (
        <Alert tone="error">
          <Trans>The settings could not be saved. Try again.</Trans>
        </Alert>
      )}
      <TextField
        label={t`Loan period (days)`}
        hint={t`How long a member keeps a book: 1 to 365 days.`}
        inputMode="numeric"
        {...field("loan_period_days")}
      />
      <TextField
        label={t`Loan limit`}
        hint={t`How many books a member may hold at once: 1 to 50.`}
        inputMode="numeric"
        {...field("loan_limit")}
      />
      <TextField
        label={t`Book code prefix`}
        hint={t`New copies get codes like AP-03001; member cards AP-M0301.`}
        autoCapitalize="characters"
        translate="no"
        {...field("book_code_prefix")}
      />
      <div>
        <Button type="submit" disabled={busy || !online}>
          <Trans>Save settings</Trans>
        </Button>
      </div>
    </form>
  );
}
