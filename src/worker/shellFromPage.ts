// The shell (index.html) at install, from the page the browser already holds: Workbox fetches a precached file
// that has a revision with the HTTP cache bypassed, so a first visit downloaded the same ~10 KiB twice, as `/` and
// as `/index.html`. The worker asks for `/` instead, revalidated (a 304 where the browser holds this version,
// the new page where it does not), with a header that has the server leave any reader's feed out of it.
/// <reference lib="webworker" />
import type { WorkboxPlugin } from "workbox-core/types";
import { SHELL_REQUEST_HEADER } from "../session/session-keys";

declare const self: ServiceWorkerGlobalScope;

/** Whether `request` is the precache's fetch of index.html (any revision). */
export function isShellRequest(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  return url.origin === origin && url.pathname === "/index.html";
}

/** The request that fetches the shell in its place: `/`, revalidated, asked for as the shell. */
export function shellFromPage(origin: string): Request {
  return new Request(`${origin}/`, {
    cache: "no-cache",
    credentials: "same-origin",
    headers: { [SHELL_REQUEST_HEADER]: "1" },
  });
}

/** A precache plugin: index.html's fetch becomes `shellFromPage`'s. */
export const shellFromPagePlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    isShellRequest(request, self.location.origin) ? shellFromPage(self.location.origin) : request,
};
