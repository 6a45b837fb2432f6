// The app's links: the router's Link, with one listener each (the click). Preloading a page on the reader's
// intent (a touch, the pointer over it, focus) comes from one passive listener for the whole document
// (src/app/link-intent.ts) instead of five per link, touch among them, which would hold a scroll that
// starts on a link until the main thread answers.
import { forwardRef, memo } from "react";
import { Link as RouterLink, useLinkProps } from "@tanstack/react-router";

/** The router's handlers for preloading on intent, left out unless the caller passed its own. */
export const INTENT_HANDLERS = [
  "onFocus",
  "onBlur",
  "onMouseEnter",
  "onMouseLeave",
  "onTouchStart",
] as const;

type Props = Record<string, unknown> & { children?: unknown };

/** Removes the intent handlers the caller did not ask for from an element's props. */
export function withoutIntentHandlers<T extends Record<string, unknown>>(
  props: T,
  asked: Props,
): T {
  const out: Record<string, unknown> = { ...props };
  for (const name of INTENT_HANDLERS) if (!asked[name]) delete out[name];
  return out as T;
}

const AppLink = memo(
  forwardRef<Element, Props>(function AppLink(props, ref) {
    const linkProps = withoutIntentHandlers(
      useLinkProps(props as Parameters<typeof useLinkProps>[0], ref) as Record<string, unknown>,
      props,
    );
    const children =
      typeof props.children === "function"
        ? (props.children as (state: { isActive: boolean }) => unknown)({
            isActive: linkProps["data-status"] === "active",
          })
        : props.children;
    return <a {...linkProps}>{children as React.ReactNode}</a>;
  }),
);

/** Typed as the router's Link (the same props: to, params, search, activeProps…). */
export const Link = AppLink as unknown as typeof RouterLink;
