// What a route may declare for the shell: its page title and which left menu (if any) it shows.
import type { MessageDescriptor } from "@lingui/core";

export type LeftMenuKind = "main" | "library";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Page title (translated at render time), suffixed with the product name. */
    title?: MessageDescriptor;
    /** Meta description and Open Graph description of a public page (translated at render time). */
    description?: MessageDescriptor;
    /** Left badge and menu column shown to logged-in users. */
    leftMenu?: LeftMenuKind;
  }
}
