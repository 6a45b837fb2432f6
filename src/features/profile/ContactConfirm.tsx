// The owner's new mobile number or email waiting for its code: enter it (or ask for a new one) to make it theirs.
import { useId, useState, type FormEvent } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { User } from "../../api/schemas";
import { useOnline } from "../../lib/useOnline";
import { OTC_LENGTH, toAsciiDigits } from "../../lib/usernames";
import { useSession } from "../../session/session";
import { useStoredUser } from "../../sync/people";
import {
  confirmContact,
  refreshOwnUser,
  sendContactCode,
  useProfileEditQueued,
  type ContactField,
} from "../../sync/profileSave";
import { Alert, Button, TextField } from "../../ui";
import { FailureNotice } from "../auth/FailureNotice";
import { formFailure, type Notice } from "../auth/failures";
import { useCountdown } from "../auth/useCountdown";
import "./contactConfirm.css";

const FIELDS: ContactField[] = ["mobile", "email"];
const pendingKey = { mobile: "pending_mobile", email: "pending_email" } as const;

/** The pending mobile and email of the owner `userId` (the mirror's copy first, else the session's). */
function usePendingContacts(userId: number): Record<ContactField, string | null> {
  const stored = useStoredUser(userId);
  const session = useSession((s) => (s.user?.id === userId ? s.user : null));
  const pendingOf = (field: ContactField): string | null => {
    const key = pendingKey[field];
    const value = stored && key in stored ? stored[key] : session?.[key];
    return value || null;
  };
  return { mobile: pendingOf("mobile"), email: pendingOf("email") };
}

/**
 * A box for each of the owner's new mobile number and email waiting for its code; nothing otherwise.
 * `onConfirmed` hears of each one confirmed (with the server's user).
 */
export function ContactConfirm({
  userId,
  onConfirmed,
}: {
  userId: number;
  onConfirmed?: (field: ContactField, user: User) => void;
}) {
  const pending = usePendingContacts(userId);
  const [confirmed, setConfirmed] = useState<{ field: ContactField; value: string } | null>(null);
  return (
    <>
      {confirmed && (
        <Alert tone="success" onDismiss={() => setConfirmed(null)}>
          <ConfirmedText {...confirmed} />
        </Alert>
      )}
      {FIELDS.map((field) => {
        const value = pending[field];
        return value ? (
          <PendingContact
            key={`${field}:${value}`}
            userId={userId}
            field={field}
            value={value}
            onConfirmed={(user) => {
              setConfirmed({ field, value: user[field] ?? value });
              onConfirmed?.(field, user);
            }}
          />
        ) : null;
      })}
    </>
  );
}

function ConfirmedText({ field, value }: { field: ContactField; value: string }) {
  const number = value;
  const email = value;
  return field === "mobile" ? (
    <Trans>Your mobile number is now {number}.</Trans>
  ) : (
    <Trans>Your email is now {email}.</Trans>
  );
}

interface PendingProps {
  userId: number;
  field: ContactField;
  value: string;
  onConfirmed: (user: User) => void;
}

function PendingContact({ userId, field, value, onConfirmed }: PendingProps) {
  const { t } = useLingui();
  const titleId = useId();
  const online = useOnline();
  const queued = useProfileEditQueued(userId);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | undefined>();
  const [busy, setBusy] = useState<"confirm" | "send" | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const left = useCountdown(deadline);
  const number = value;
  const email = value;

  /** The server's refusal: a code error under the field, anything else above the buttons. */
  const showFailure = (error: unknown) => {
    const failure = formFailure(error);
    const { code: codeMessages, ...others } = failure.fields;
    setCodeError(codeMessages?.[0]);
    const other = Object.values(others).find((m) => m.length > 0)?.[0];
    setNotice(failure.notice ?? other);
    // "Nothing to confirm": this device's copy is out of date; the server's takes the box away.
    if (others.field?.length) void refreshOwnUser(userId).catch(() => undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !online) return;
    const typed = toAsciiDigits(code.trim());
    if (!new RegExp(`^\\d{1,${OTC_LENGTH}}$`).test(typed)) {
      setCodeError(t`One Time Code is required`);
      return;
    }
    setBusy("confirm");
    setNotice(undefined);
    try {
      const user = await confirmContact(userId, field, typed);
      onConfirmed(user);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (busy || !online) return;
    setBusy("send");
    setNotice(undefined);
    setCodeError(undefined);
    try {
      const lives = await sendContactCode(userId, field);
      setCode("");
      setDeadline(Date.now() + lives * 1000);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(null);
    }
  };

  if (queued === undefined) return null;
  const title = field === "mobile" ? t`Confirm your new mobile number` : t`Confirm your new email`;
  return (
    <section className="contact-confirm" aria-labelledby={titleId} data-field={field}>
      <h2 id={titleId} className="contact-confirm__title">
        {title}
      </h2>
      {queued ? (
        <p>
          {field === "mobile" ? (
            <Trans>
              Your new mobile number {number} is saved on this device. Once your change reaches the
              server, we send a code to it.
            </Trans>
          ) : (
            <Trans>
              Your new email {email} is saved on this device. Once your change reaches the server,
              we send a code to it.
            </Trans>
          )}
        </p>
      ) : (
        <>
          <p>
            {field === "mobile" ? (
              <Trans>Confirm your new mobile number {number}: enter the code we sent to it.</Trans>
            ) : (
              <Trans>Confirm your new email {email}: enter the code we sent to it.</Trans>
            )}
          </p>
          {!online && (
            <Alert tone="info">
              {field === "mobile" ? (
                <Trans>Connect to the internet to confirm your new number.</Trans>
              ) : (
                <Trans>Connect to the internet to confirm your new email.</Trans>
              )}
            </Alert>
          )}
          {deadline !== null && (
            <p className="contact-confirm__sent" aria-live={left === 0 ? "polite" : "off"}>
              {left === 0 ? (
                <Trans>The new code has expired. Ask for another one.</Trans>
              ) : (
                <Plural
                  value={left ?? 0}
                  one="We sent a new code. It expires in # second."
                  other="We sent a new code. It expires in # seconds."
                />
              )}
            </p>
          )}
          <form noValidate onSubmit={(e) => void submit(e)}>
            <TextField
              label={<Trans>One-time code</Trans>}
              name={`${field}_code`}
              value={code}
              onChange={(e) => {
                setCode(e.target.value.replace(/[^\d০-৯]/g, "").slice(0, OTC_LENGTH));
                setCodeError(undefined);
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTC_LENGTH}
              error={codeError}
            />
            <FailureNotice notice={notice} />
            <div className="contact-confirm__actions">
              <Button
                variant="secondary"
                busy={busy === "send"}
                disabled={!online}
                onClick={() => void resend()}
              >
                <Trans>Send a new code</Trans>
              </Button>
              <Button type="submit" busy={busy === "confirm"} disabled={!online}>
                <Trans>Confirm</Trans>
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
