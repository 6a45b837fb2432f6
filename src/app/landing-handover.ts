// The app taking over the guest landing that index.html painted and ran as a page of its own (src/app/home-boot.ts):
// it waits for a pressed pointer to lift (a tap must land on the page it started on), then carries the last
// button clicked and the focus over to the same elements in what the app renders.
import { LANDING_MARK } from "./landing-marks";

/** The longest wait for a pressed pointer to lift (a press that never clicks ends this way). */
const PRESS_WAIT_MS = 600;
/** The longest wait for the app to render the element a click or the focus goes back to. */
const FIND_WAIT_MS = 2000;

/** The element indices from `top` down to `el` (null when `el` is not inside `top`). */
export function pathTo(top: Element, el: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = el; node !== top; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/** The element at `path` under `top`, if any. */
export function elementAt(top: Element, path: readonly number[]): Element | null {
  let node: Element | undefined = top;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/** Resolves once <html> no longer marks a pressed pointer, or after PRESS_WAIT_MS. */
function pointerLifted(): Promise<void> {
  const html = document.documentElement;
  if (!html.hasAttribute(LANDING_MARK.pressed)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      html.removeAttribute(LANDING_MARK.pressed);
      // After the click's own dispatch (a link's navigation among it) has run its course.
      window.setTimeout(resolve);
    };
    const observer = new MutationObserver(() => {
      if (!html.hasAttribute(LANDING_MARK.pressed)) done();
    });
    observer.observe(html, { attributes: true, attributeFilter: [LANDING_MARK.pressed] });
    const timer = window.setTimeout(done, PRESS_WAIT_MS);
  });
}

/** The same kind of element with the same text: what the app rendered where the landing had `before`. */
const sameElement = (
  before: { tag: string; text: string },
  el: Element | null,
): el is HTMLElement =>
  el instanceof HTMLElement && el.tagName === before.tag && el.textContent === before.text;

/** Calls `found` with the element at `path` under `root` once the app has rendered it (FIND_WAIT_MS at most). */
function whenRendered(
  root: Element,
  path: number[],
  before: { tag: string; text: string },
  found: (el: HTMLElement) => void,
): void {
  const deadline = performance.now() + FIND_WAIT_MS;
  const look = () => {
    const el = elementAt(root, path);
    if (sameElement(before, el)) found(el);
    else if (performance.now() < deadline) requestAnimationFrame(look);
  };
  look();
}

/**
 * Call right before the app replaces the children of `root`. When they are the landing index.html painted,
 * waits for a pressed pointer to lift and notes its last clicked button and the focused element; the returned
 * function, called after the app's first render, clicks and focuses the same elements in the app.
 */
export async function takeOverLanding(root: HTMLElement): Promise<() => void> {
  const landing = root.querySelector(":scope > [data-prerendered]");
  if (!landing) return () => undefined;
  await pointerLifted();
  const note = (el: Element | null) => {
    const path = el ? pathTo(landing, el) : null;
    return el && path?.length ? { path, tag: el.tagName, text: el.textContent } : null;
  };
  const clicked = note(landing.querySelector(`[${LANDING_MARK.clicked}]`));
  const focused = note(document.activeElement);
  return () => {
    if (focused) whenRendered(root, focused.path, focused, (el) => el.focus());
    if (clicked) whenRendered(root, clicked.path, clicked, (el) => el.click());
  };
}
