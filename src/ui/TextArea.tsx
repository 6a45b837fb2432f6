// A labelled multi-line input that grows with its text from `minRows` to `maxRows` (posts: 4 to 6), then scrolls.
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
} from "react";
import { FieldFrame, useFieldAria, type FieldFrameProps } from "./Field";

export type TextAreaProps = Omit<ComponentPropsWithRef<"textarea">, "id" | "rows"> &
  FieldFrameProps & { minRows?: number; maxRows?: number };

/** Rows needed for `text`: its line count, or what the rendered height needs, kept within the bounds. */
export function rowsFor(text: string, minRows: number, maxRows: number, measuredRows = 0): number {
  const lines = text.split("\n").length;
  return Math.min(maxRows, Math.max(minRows, lines, measuredRows));
}

function measureRows(el: HTMLTextAreaElement, minRows: number): number {
  const style = getComputedStyle(el);
  const lineHeight = parseFloat(style.lineHeight);
  if (!el.scrollHeight || !Number.isFinite(lineHeight) || lineHeight <= 0) return 0;
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) || 0;
  const previous = el.rows;
  el.rows = minRows; // shrink first so scrollHeight reflects the text, not the current size
  const rows = Math.ceil((el.scrollHeight - padding) / lineHeight);
  el.rows = previous;
  return rows;
}

export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  minRows = 4,
  maxRows = 6,
  onChange,
  "aria-describedby": describedBy,
  ref,
  ...textarea
}: TextAreaProps) {
  const { ids, message, aria } = useFieldAria(id, error, Boolean(hint), describedBy);
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const [rows, setRows] = useState(() =>
    rowsFor(String(textarea.value ?? textarea.defaultValue ?? ""), minRows, maxRows),
  );
  const resize = useCallback(() => {
    const el = inner.current;
    if (!el) return;
    setRows(rowsFor(el.value, minRows, maxRows, measureRows(el, minRows)));
  }, [minRows, maxRows]);

  // Controlled values change from outside too (a draft restored, the form cleared).
  useLayoutEffect(resize, [resize, textarea.value]);

  const setRef = (el: HTMLTextAreaElement | null) => {
    inner.current = el;
    if (typeof ref === "function") ref(el);
    else if (ref) ref.current = el;
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} message={message} className={className}>
      <textarea
        {...textarea}
        {...aria}
        ref={setRef}
        rows={rows}
        className="ui-field__control ui-field__control--textarea"
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          onChange?.(event);
          resize();
        }}
      />
    </FieldFrame>
  );
}
