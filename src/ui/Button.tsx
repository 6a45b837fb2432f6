// The app's button: primary, secondary, danger or link look, and a busy state that blocks a second press.
import { type ComponentPropsWithRef, type MouseEvent } from "react";
import { Spinner } from "./Spinner";
import "./Button.css";

export type ButtonVariant = "primary" | "secondary" | "danger" | "link";

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
  /** Work is under way: shows a spinner, sets aria-busy and ignores presses (focus stays put). */
  busy?: boolean;
  /** Stretch to the full width of the container. */
  block?: boolean;
}

export function Button({
  variant = "primary",
  busy = false,
  block = false,
  type = "button",
  className,
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // aria-disabled rather than disabled keeps focus on the button; still block a submit.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={["ui-button", `ui-button--${variant}`, block && "ui-button--block", className]
        .filter(Boolean)
        .join(" ")}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest["aria-disabled"] || undefined}
      onClick={handleClick}
    >
      {busy && <Spinner size="small" decorative />}
      <span className="ui-button__label">{children}</span>
    </button>
  );
}
