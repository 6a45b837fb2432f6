// POST /share-target that reaches the server: the manifest's share_target before the service worker runs (a
// first visit, a browser without one). The worker keeps the shared form; here it is left unread and the
// browser is sent to the page, which opens a new post (empty: what was shared stays with the other app).
import type { Hono } from "hono";
import { SHARE_TARGET_PATH } from "../../src/lib/shared-content";

export function mountShareTarget(app: Hono): void {
  // 303: the browser follows with a GET, so a reload of the new post does not post the form again.
  app.post(SHARE_TARGET_PATH, (c) => c.redirect(SHARE_TARGET_PATH, 303));
}
