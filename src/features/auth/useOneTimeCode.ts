// The one-time-code round trip shared by registration and password reset (SPEC §4): send without a
// code; OTC_GENERATED or OTC_REJECTED opens the code modal with its countdown; OK finishes.
import { useCallback, useRef, useState } from "react";
import type { OtcResponse } from "../../api/schemas";
import { formFailure, type Failure } from "./failures";

/** Countdown before the server has said how long a code lives (SPEC §9). */
export const DEFAULT_OTC_SECONDS = 30;

export interface CodeModalState {
  open: boolean;
  /** When the current code expires (ms since epoch). */
  deadline: number | null;
  /** The last code sent was not accepted. */
  rejected: boolean;
}

export interface OneTimeCode {
  modal: CodeModalState;
  busy: boolean;
  /** What the last failure shows (under fields, above the button, or in the open modal). */
  failure: Failure | null;
  /** Sends the form, with the code typed in the modal when there is one. */
  submit: (code?: string) => Promise<void>;
  close: () => void;
  /** A field was edited: its server message goes away. */
  clearField: (field: string) => void;
}

const closed: CodeModalState = { open: false, deadline: null, rejected: false };

/**
 * `send` performs the call (with the `ot-code` header when a code is given); `onOk` runs on status OK
 * and may reject, which shows like any other failure. `withMessage` also shows the message of a
 * field-error answer (password reset).
 */
export function useOneTimeCode(
  send: (code?: string) => Promise<OtcResponse>,
  onOk: (answer: OtcResponse) => Promise<void> | void,
  { withMessage = false, now = Date.now }: { withMessage?: boolean; now?: () => number } = {},
): OneTimeCode {
  const [modal, setModal] = useState<CodeModalState>(closed);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const lifetime = useRef(DEFAULT_OTC_SECONDS);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (code?: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setFailure(null);
      try {
        const answer = await send(code);
        const given = answer.data?.otc_expired_after_in_seconds;
        const seconds = typeof given === "number" && given > 0 ? given : undefined;
        if (answer.status === "OK") {
          await onOk(answer);
          setModal(closed);
        } else if (answer.status === "OTC_GENERATED" || !code) {
          // A new (or re-sent) code: the countdown starts again.
          if (seconds !== undefined) lifetime.current = seconds;
          setModal({ open: true, deadline: now() + lifetime.current * 1000, rejected: false });
        } else {
          // The typed code was refused; keep the running countdown unless the server says otherwise.
          setModal((m) => ({
            open: true,
            rejected: true,
            deadline:
              seconds !== undefined
                ? now() + seconds * 1000
                : (m.deadline ?? now() + lifetime.current * 1000),
          }));
        }
      } catch (error) {
        const f = formFailure(error, withMessage);
        setFailure(f);
        // Field errors belong to the form: close the modal so they can be seen and fixed.
        if (Object.keys(f.fields).length > 0) setModal(closed);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [send, onOk, withMessage, now],
  );

  const close = useCallback(() => setModal(closed), []);

  const clearField = useCallback((field: string) => {
    setFailure((f) => {
      if (!f || !(field in f.fields)) return f;
      const fields = { ...f.fields };
      delete fields[field];
      return { ...f, fields };
    });
  }, []);

  return { modal, busy, failure, submit, close, clearField };
}
