// Link-based tabs: each tab is a URL (back/forward and reload keep it); the current one has aria-current.
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { createLink } from "@tanstack/react-router";
import { TabBar } from "../features/shell/Tabs";
import { withoutIntentHandlers } from "./Link";

/** The row of tabs: a labelled <nav> (reuses the shell's tab bar and its styles). */
export function Tabs({ label, children }: { label: string; children: ReactNode }) {
  return <TabBar label={label}>{children}</TabBar>;
}

interface TabAnchorProps extends ComponentPropsWithoutRef<"a"> {
  /** Force the current tab (e.g. a default tab reached without its search param); else the router decides. */
  current?: boolean;
}

/**
 * forwardRef: the router hands its link a ref, and Preact's compatibility layer passes refs only this way. Like
 * the app's Link (./Link.tsx) it keeps the click only: the document preloads on intent (no tab takes handlers).
 */
const TabAnchor = forwardRef<HTMLAnchorElement, TabAnchorProps>(function TabAnchor(
  { current, ...routerProps },
  ref,
) {
  const props = withoutIntentHandlers(routerProps, {});
  const ariaCurrent =
    current === undefined ? props["aria-current"] : current ? ("page" as const) : undefined;
  return (
    <a
      {...props}
      ref={ref}
      aria-current={ariaCurrent}
      data-status={ariaCurrent ? "active" : undefined}
    />
  );
});

/** One tab: takes the router's Link props (to, params, search) plus `current`. */
export const Tab = createLink(TabAnchor);
