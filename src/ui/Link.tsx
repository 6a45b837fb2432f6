// The app's links: the router's Link, with one listener each (the click). Preloading a page on the reader's
// intent (a touch, the pointer over it, focus) comes from one passive listener for the whole document
// (src/app/link-intent.ts) instead of five per link, touch among them, which would hold a scroll that
// starts on a link until the main thread answers.
import { memo, type ReactNode, type Ref } from "react";
import { Link as RouterLink, useLinkProps } from "@tanstack/react-router";

/** The router's handlers for preloading on intent, left out unless the caller passed its own. */
const INTENT_HANDLERS = [
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

/** The props of plain data about where a link goes and when it counts as current: written as object
 * literals, they are new on every render. */
const DATA_PROPS = new Set(["params", "search", "state", "hash", "mask", "activeOptions"]);

/** Plain data (not functions, which may close over new values) with the same content. */
function sameData(a: unknown, b: unknown): boolean {
  if (typeof a === "function" || typeof b === "function") return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** A link renders again only when a prop changed, a data prop by its content (as the router's own link). */
export function sameLinkProps(prev: Props, next: Props): boolean {
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(prev).length) return false;
  return keys.every(
    (key) => prev[key] === next[key] || (DATA_PROPS.has(key) && sameData(prev[key], next[key])),
  );
}

const AppLink = memo(function AppLink({ ref, ...props }: Props & { ref?: Ref<Element> }) {
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
  return <a {...linkProps}>{children as ReactNode}</a>;
}, sameLinkProps);

/** Typed as the router's Link (the same props: to, params, search, activeProps…). */
export const Link = AppLink as unknown as typeof RouterLink;
