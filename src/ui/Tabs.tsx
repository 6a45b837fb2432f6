// Link-based tabs: each tab is a URL (back/forward and reload keep it); the current one has aria-current.
import { type ComponentPropsWithRef, type ReactNode } from "react";
import { createLink } from "@tanstack/react-router";
import { TabBar } from "./TabBar";
import { withoutIntentHandlers } from "./Link";

/** The row of tabs: a labelled <nav> (reuses the shell's tab bar and its styles). */
export function Tabs({ label, children }: { label: string; children: ReactNode }) {
  return <TabBar label={label}>{children}</TabBar>;
}

interface TabAnchorProps extends ComponentPropsWithRef<"a"> {
  /** Force the current tab (e.g. a default tab reached without its search param); else the router decides. */
  current?: boolean;
}

/**
 * The anchor the router's link renders (with the ref it hands over). Like the app's Link (./Link.tsx) it keeps
 * the click only: the document preloads on intent (no tab takes handlers).
 */
function TabAnchor({ current, ref, ...routerProps }: TabAnchorProps) {
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
}

/** One tab: takes the router's Link props (to, params, search) plus `current`. */
export const Tab = createLink(TabAnchor);
