// Preloads the page behind a link when the reader shows intent (touches it, points at it, focuses it): one
// passive listener per kind on the document, for every in-app link (src/ui/Link.tsx leaves the per-link ones out).
import type { AnyRouter } from "@tanstack/react-router";

const INTENT_EVENTS = ["touchstart", "mouseover", "focusin"] as const;

/** The in-app address a link leads to (path, query, hash), or null for other sites, downloads and new tabs. */
export function inAppHref(
  target: EventTarget | null,
  origin = window.location.origin,
): string | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}

/** Starts preloading on intent; returns the function that stops it. */
export function preloadLinksOnIntent(
  router: Pick<AnyRouter, "preloadRoute">,
  doc = document,
): () => void {
  let last: string | null = null;
  const onIntent = (event: Event) => {
    const href = inAppHref(event.target, doc.location.origin);
    // The pointer moving within one link reports it again and again: once is enough.
    if (!href || href === last) return;
    last = href;
    // The router builds the location from `href` alone (its types ask for `to` besides).
    router
      .preloadRoute({ href } as unknown as Parameters<AnyRouter["preloadRoute"]>[0])
      .catch(() => undefined);
  };
  for (const type of INTENT_EVENTS)
    doc.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
