// The picture of the feed kept for the next start (src/app/feed-snapshot.ts shows and removes it): what of the
// page it holds, and storing it. Loaded a second after the feed's posts change, not with the first render.
import { i18n } from "@lingui/core";
import { writeCookie, YEAR_SECONDS } from "../lib/cookies";
import { FEED_SNAPSHOT_KEY, LOCAL_PICTURE_COOKIE, pictureMark } from "../session/session-keys";
import { useSession } from "../session/session";

/** A bigger picture is not kept (it would cost more to read at start than it saves). */
const MAX_LENGTH = 200_000;

export interface FeedSnapshot {
  user: number;
  lang: string;
  html: string;
  /** The rules of the stylesheets the page had beyond index.html's own (the feed's chunks bring theirs). */
  css: string;
}

/**
 * The page's app markup as it is now, for the next start: only for the top of the feed, with no dialog or menu
 * open, without the posts wholly below the screen, without pictures that exist only in this page (blob:
 * addresses of posts still being sent) and without video frames (an inert picture would still load the video
 * site's whole page; the frame's 16:9 box stays), and without ids (laid over the app, the picture must not
 * answer for its elements: one `main#main` on the page). What the picture leaves out it need not parse, style
 * and lay out before its first paint.
 */
export function captureFeedSnapshot(userId: number): FeedSnapshot | null {
  const root = document.getElementById("root");
  if (!root || window.location.pathname !== "/" || window.scrollY > 40) return null;
  if (root.querySelector('[role="dialog"], [aria-expanded="true"]')) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const index of postsBelowTheScreen(root))
    copy.querySelector(`.post-list__item[data-index="${index}"]`)?.remove();
  for (const img of copy.querySelectorAll('img[src^="blob:"]')) img.removeAttribute("src");
  for (const frame of copy.querySelectorAll("iframe")) frame.remove();
  for (const element of copy.querySelectorAll("[id]")) element.removeAttribute("id");
  const html = copy.innerHTML;
  const css = addedStyles();
  if (html.length + css.length > MAX_LENGTH) return null;
  return { user: userId, lang: i18n.locale, html, css };
}

/** The list indexes of the feed's posts that start below the bottom of the screen. */
function postsBelowTheScreen(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLElement>(".post-list__item[data-index]")]
    .filter((item) => item.getBoundingClientRect().top >= window.innerHeight)
    .map((item) => item.dataset.index!);
}

/** Pseudo-elements, which no element matches: a rule for one is tested by the element it belongs to. */
const PSEUDO_ELEMENT = /::[a-z-]+(\([^)]*\))?|:(before|after|first-line|first-letter)\b/gi;

/**
 * Whether a rule can shape the picture: a style rule whose selector matches an element of the page now (a
 * hover or focus style does not: the picture is inert), a group (@media, @supports) by the rules inside it,
 * any other at-rule (keyframes, font faces) always.
 */
function shapesThePage(rule: CSSRule): boolean {
  if ("selectorText" in rule) {
    const selector = (rule as CSSStyleRule).selectorText.replace(PSEUDO_ELEMENT, "");
    try {
      return selector.trim() !== "" && document.querySelector(selector) !== null;
    } catch {
      return true;
    }
  }
  if ("cssRules" in rule) return [...(rule as CSSGroupingRule).cssRules].some(shapesThePage);
  return true;
}

/**
 * The rules that shape the page now, of the stylesheets the app linked after index.html's own (marked
 * `data-static`): kept with the picture, the start-up script puts them in a <style> and the picture paints
 * without waiting for a file. Rules for other screens stay out (on the feed, two thirds of the text).
 */
function addedStyles(): string {
  return [...document.querySelectorAll('link[rel="stylesheet"]:not([data-static])')]
    .flatMap((link) => {
      const sheet = (link as HTMLLinkElement).sheet;
      try {
        return sheet ? [...sheet.cssRules].filter(shapesThePage).map((rule) => rule.cssText) : [];
      } catch {
        return [];
      }
    })
    .join("\n");
}

export function saveFeedSnapshot(userId: number): void {
  // Signed out (or someone else signed in) since this was scheduled: nothing of theirs is kept.
  const session = useSession.getState();
  if (!session.token || session.user?.id !== userId) return;
  const snapshot = captureFeedSnapshot(userId);
  if (!snapshot) return;
  try {
    localStorage.setItem(FEED_SNAPSHOT_KEY, JSON.stringify(snapshot));
    writeCookie(LOCAL_PICTURE_COOKIE, pictureMark(snapshot.user, snapshot.lang), YEAR_SECONDS);
  } catch {
    // Storage full: the next start paints when the app does, as without a picture.
  }
}
