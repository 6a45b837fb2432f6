// Whether the page's linked stylesheets are in: one still on its way has no `sheet` yet.

/** How long a sheet is waited for at most (one that already failed sends no more events). */
export const STYLESHEET_WAIT_MS = 1500;

/** Resolves once every `<link rel="stylesheet">` in the document has loaded or failed (or after the wait above). */
export function stylesheetsLoaded(root: Document = document): Promise<void> {
  const pending = [...root.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  if (!pending.length) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, STYLESHEET_WAIT_MS);
    let left = pending.length;
    const one = () => {
      if (--left > 0) return;
      clearTimeout(timer);
      resolve();
    };
    for (const link of pending) {
      link.addEventListener("load", one, { once: true });
      link.addEventListener("error", one, { once: true });
    }
  });
}
