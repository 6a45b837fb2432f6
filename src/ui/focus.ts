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

/**
 * Marks every other child of <body> inert (no focus, no clicks, hidden from screen readers) while an
 * overlay is open; returns the undo. Live regions marked data-ui-live stay reachable so toasts are heard.
 */
export function makeOthersInert(overlay: Element): () => void {
  const host = overlay.parentElement === document.body ? overlay : overlay.closest("body > *");
  const changed: HTMLElement[] = [];
  for (const child of Array.from(document.body.children)) {
    if (child === host || !(child instanceof HTMLElement)) continue;
    if (child.inert || child.hasAttribute("data-ui-live")) continue;
    child.inert = true;
    changed.push(child);
  }
  return () => {
    for (const child of changed) child.inert = false;
  };
}
