// Report a post or a user (online only): a reason from the server's list (the subject) and a description,
// both required; nothing is sent until both are given. The server's refusal shows in a dismissible alert.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { isApiError } from "../../sync/errors";
import { createComplain, fetchComplainTypes, type ComplainableType } from "../../online/reports";
import type { ComplainType } from "../../api/schemas";
import { useOnline } from "../../lib/useOnline";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { SelectField } from "../../ui/SelectField";
import { TextArea } from "../../ui/TextArea";
import { toast } from "../../ui/toast";

/** The server's own words for a refusal; our own for a network failure. */
function failureText(e: unknown, otherwise: string): string {
  return isApiError(e) && e.kind === "http" && e.message ? e.message : otherwise;
}

interface ReportDialogProps {
  type: ComplainableType;
  id: number;
  onClose: () => void;
}

export function ReportDialog({ type, id, onClose }: ReportDialogProps) {
  const { t } = useLingui();
  const online = useOnline();
  const [types, setTypes] = useState<ComplainType[] | null>(null);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per report, so a retried send is not filed twice.
  const [key] = useState(() => crypto.randomUUID());

  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchComplainTypes(type)
      .then((list) => live && setTypes(list))
      .catch((e: unknown) => {
        if (!live) return;
        setTypes([]);
        setAlert(
          failureText(e, t`The reasons could not be loaded. Check your connection and try again.`),
        );
      });
    return () => {
      live = false;
    };
  }, [type, online, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      subject: subject ? undefined : t`Please select an option`,
      body: body.trim() ? undefined : t`Please tell us what is wrong.`,
    };
    setErrors(next);
    if (next.subject || next.body) return;
    setBusy(true);
    setAlert(null);
    try {
      const answer = await createComplain(
        { subject, body: body.trim(), complainable_type: type, complainable_id: id },
        key,
      );
      toast(answer.message || t`Thank you. Your report has been sent.`, "success");
      onClose();
    } catch (e) {
      if (isApiError(e) && e.fieldErrors) {
        setErrors({ subject: e.fieldErrors.subject?.[0], body: e.fieldErrors.body?.[0] });
      }
      setAlert(
        failureText(e, t`The report could not be sent. Check your connection and try again.`),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      title={type === "Post" ? <Trans>Report this post</Trans> : <Trans>Report this user</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="report-form" busy={busy} disabled={!online}>
            <Trans>Send report</Trans>
          </Button>
        </>
      }
    >
      <form id="report-form" className="post-editor" onSubmit={(e) => void submit(e)} noValidate>
        {alert && (
          <Alert tone="error" onDismiss={() => setAlert(null)}>
            {alert}
          </Alert>
        )}
        {!online && (
          <p role="status">
            <Trans>Reporting needs the internet. Connect and try again.</Trans>
          </p>
        )}
        <SelectField
          label={<Trans>Reason</Trans>}
          placeholder={t`Please select an option`}
          value={subject}
          disabled={types === null}
          required
          error={errors.subject}
          options={(types ?? []).map((c) => ({ value: c, label: c }))}
          onChange={(e) => {
            setSubject(e.target.value);
            setErrors((x) => ({ ...x, subject: undefined }));
          }}
        />
        <TextArea
          label={<Trans>What is wrong?</Trans>}
          hint={<Trans>Describe the problem.</Trans>}
          value={body}
          maxLength={2000}
          required
          error={errors.body}
          onChange={(e) => {
            setBody(e.target.value);
            setErrors((x) => ({ ...x, body: undefined }));
          }}
          dir="auto"
        />
      </form>
    </Modal>
  );
}
