// Focus helpers for overlays: the focusable elements inside a node, and making the rest of the page inert.
const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable='true']",
].join(",");

export function focusableIn(root: Element | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest("[hidden], [inert]"),
  );
}

/** Open overlays' hosts (children of <body>), oldest first, and what this module made inert for them. */
const overlays: Element[] = [];
const madeInert = new Set<HTMLElement>();

/** Makes every child of <body> but the newest overlay inert; with no overlay open, undoes it all. */
function applyInert(): void {
  for (const el of madeInert) el.inert = false;
  madeInert.clear();
  const top = overlays[overlays.length - 1];
  if (!top) return;
  for (const child of Array.from(document.body.children)) {
    if (child === top || !(child instanceof HTMLElement)) continue;
    if (child.inert || child.hasAttribute("data-ui-live")) continue;
    child.inert = true;
    madeInert.add(child);
  }
}

/**
 * Marks every other child of <body> inert (no focus, no clicks, hidden from screen readers) while an
 * overlay is open; returns the undo. Live regions marked data-ui-live stay reachable so toasts are heard.
 * The outcome depends only on which overlays are open, not on the order in which one opens and another
 * closes (a dialog replacing another in the same render).
 */
export function makeOthersInert(overlay: Element): () => void {
  const host =
    overlay.parentElement === document.body ? overlay : (overlay.closest("body > *") ?? overlay);
  overlays.push(host);
  applyInert();
  return () => {
    const at = overlays.lastIndexOf(host);
    if (at >= 0) overlays.splice(at, 1);
    applyInert();
  };
}
