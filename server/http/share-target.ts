// POST /share-target that reaches the server: the manifest's share_target before the service worker runs (a
// first visit, a browser without one). The shared title, text and link go on to the new post page in its address
// (the picture cannot: it stays with the other app); the worker, when it runs, keeps the whole form instead.
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  SHARE_TARGET_PATH,
  SHARED_TEXT_FIELDS,
  SHARED_TEXT_MAX,
} from "../../src/lib/shared-content";

/** A shared form is read only up to this size (a phone's photo with the text); a larger one opens an empty post. */
const MAX_SHARE_BYTES = 10 * 1024 * 1024;

// 303: the browser follows with a GET, so a reload of the new post does not post the form again.
const toNewPost = (c: Context, search = "") =>
  c.redirect(search ? `${SHARE_TARGET_PATH}?${search}` : SHARE_TARGET_PATH, 303);

export function mountShareTarget(app: Hono): void {
  app.post(
    SHARE_TARGET_PATH,
    bodyLimit({ maxSize: MAX_SHARE_BYTES, onError: (c) => toNewPost(c) }),
    async (c) => {
      const form = await c.req.formData().catch(() => null);
      const search = new URLSearchParams();
      for (const name of SHARED_TEXT_FIELDS) {
        const value = form?.get(name);
        if (typeof value === "string" && value.trim())
          search.set(name, value.trim().slice(0, SHARED_TEXT_MAX));
      }
      return toNewPost(c, search.toString());
    },
  );
}
