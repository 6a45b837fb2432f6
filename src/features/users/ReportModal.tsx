// Report a person or a post: pick a reason (from the server's list) and describe the problem.
import { useEffect, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { isApiError } from "../../api/errors";
import type { ComplainType } from "../../api/schemas";
import { Alert, Button, Modal, SelectField, TextArea, toast } from "../../ui";
import { fetchReasons, sendReport, type ComplainableType } from "./moderation";

export interface ReportModalProps {
  open: boolean;
  onClose: () => void;
  type: ComplainableType;
  targetId: number;
  /** The modal's title, e.g. "Report this user". */
  title: string;
}

export function ReportModal(props: ReportModalProps) {
  return props.open ? <ReportForm {...props} /> : null;
}

function ReportForm({ onClose, type, targetId, title }: ReportModalProps) {
  const { t } = useLingui();
  const [reasons, setReasons] = useState<ComplainType[] | null>(null);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchReasons(type)
      .then((list) => live && setReasons(list))
      .catch(() => {
        if (!live) return;
        setReasons([]);
        setFailure(t`The reasons could not be loaded. Check your connection and try again.`);
      });
    return () => {
      live = false;
    };
  }, [type, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      subject: subject ? undefined : t`Please select an option`,
      body: body.trim() ? undefined : t`Please tell us what is wrong.`,
    };
    setErrors(next);
    if (next.subject || next.body) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await sendReport({
        subject,
        body: body.trim(),
        complainable_type: type,
        complainable_id: targetId,
      });
      toast(answer.message || t`Thank you. We will look into your report.`, "success");
      onClose();
    } catch (e) {
      if (isApiError(e) && e.fieldErrors) {
        setErrors({ subject: e.fieldErrors.subject?.[0], body: e.fieldErrors.body?.[0] });
      }
      setFailure(
        isApiError(e) && e.kind === "http" && e.message
          ? e.message
          : t`The report could not be sent. Check your connection and try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="report-form" busy={busy}>
            <Trans>Send report</Trans>
          </Button>
        </>
      }
    >
      <form id="report-form" className="report-form" onSubmit={(e) => void submit(e)} noValidate>
        {failure && (
          <Alert tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <SelectField
          label={t`Reason`}
          placeholder={t`Please select an option`}
          value={subject}
          disabled={reasons === null}
          options={(reasons ?? []).map((r) => ({ value: r.name, label: r.name }))}
          error={errors.subject}
          onChange={(e) => {
            setSubject(e.target.value);
            setErrors((x) => ({ ...x, subject: undefined }));
          }}
        />
        <TextArea
          label={t`What is wrong?`}
          value={body}
          minRows={4}
          maxLength={2000}
          error={errors.body}
          onChange={(e) => {
            setBody(e.target.value);
            setErrors((x) => ({ ...x, body: undefined }));
          }}
        />
      </form>
    </Modal>
  );
}
