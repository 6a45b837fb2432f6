// An accessible modal dialog: labelled by its title, focus kept inside, Esc closes, focus returns on close.
import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { useLingui } from "@lingui/react/macro";
import { focusableIn, makeOthersInert } from "./focus";
import "./Modal.css";

export interface ModalProps {
  open: boolean;
  /** Called on Esc, the close button or a click on the backdrop (unless `dismissible` is false). */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** What gets focus on open; by default the first focusable element in the body, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False while something is being saved: Esc, backdrop and × do nothing. */
  dismissible?: boolean;
  /** role="alertdialog" for confirmations that interrupt. */
  role?: "dialog" | "alertdialog";
  size?: "small" | "medium" | "large";
  className?: string;
}

export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === "undefined") return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({
  onClose,
  title,
  children,
  footer,
  initialFocus,
  dismissible = true,
  role = "dialog",
  size = "medium",
  className,
}: Omit<ModalProps, "open">) {
  const { t } = useLingui();
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Move focus in on open, hide the rest of the page, lock scrolling; undo all of it on close. A layout
  // effect, so this is done before the dialog is first painted: React flushes plain effects at once only
  // after a click or a key, and a dialog that opens otherwise (loaded on demand, after a timer) would take
  // focus late, from the field the reader had already clicked or started typing in.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const el = panel.current;
    if (!el) return;
    const restoreInert = makeOthersInert(el.closest(".ui-modal") ?? el);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const target = initialFocus?.current ?? focusableIn(el.querySelector(".ui-modal__body"))[0];
    (target ?? el).focus();
    return () => {
      restoreInert();
      document.body.style.overflow = overflow;
      if (previous && previous.isConnected) previous.focus();
    };
    // Only on open/close: a new initialFocus ref object must not steal focus mid-edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (dismissible) onCloseRef.current();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = focusableIn(panel.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="ui-modal">
      <div
        className="ui-modal__backdrop"
        aria-hidden="true"
        onClick={() => dismissible && onCloseRef.current()}
      />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === "alertdialog" ? bodyId : undefined}
        tabIndex={-1}
        className={["ui-modal__panel", `ui-modal__panel--${size}`, className]
          .filter(Boolean)
          .join(" ")}
        onKeyDown={onKeyDown}
      >
        <header className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className="ui-modal__close"
              aria-label={t`Close`}
              onClick={() => onCloseRef.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <div id={bodyId} className="ui-modal__body">
          {children}
        </div>
        {footer && <footer className="ui-modal__footer">{footer}</footer>}
      </div>
    </div>
  );
}
