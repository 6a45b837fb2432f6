// Where toasts appear (bottom of the screen) and are announced politely; mount once in the app shell.
import { useEffect } from "react";
import { createPortal } from "react-dom";
import { useLingui } from "@lingui/react/macro";
import { useToastStore, type Toast } from "./toast";
import "./Toast.css";

function ToastItem({ toast }: { toast: Toast }) {
  const { t, i18n } = useLingui();
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    if (toast.duration <= 0) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, dismiss]);
  const text = typeof toast.message === "string" ? toast.message : i18n._(toast.message);
  return (
    <li className={`ui-toast ui-toast--${toast.tone}`} data-tone={toast.tone}>
      <span className="ui-toast__text">{text}</span>
      <button
        type="button"
        className="ui-toast__close"
        aria-label={t`Dismiss message`}
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export function ToastRegion() {
  const { t } = useLingui();
  const toasts = useToastStore((s) => s.toasts);
  // Rendered to HTML at build time (no <body> to portal into): the region comes with the app.
  if (typeof document === "undefined" || !document.body) return null;
  // The live region is always in the page, so a new toast is announced when it is added. It sits
  // directly in <body>, marked data-ui-live, so an open modal does not make it inert.
  return createPortal(
    <section className="ui-toasts" aria-label={t`Notifications`} data-ui-live="">
      <div role="status" aria-live="polite" aria-relevant="additions">
        <ol className="ui-toasts__list">
          {toasts.map((item) => (
            <ToastItem key={item.id} toast={item} />
          ))}
        </ol>
      </div>
    </section>,
    document.body,
  );
}
