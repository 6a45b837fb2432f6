// The home page's session cookie: a copy of the reader's access token that only the document request for `/`
// reads (to put the first screen of their feed in the HTML). The API never accepts it: it answers to the
// bearer header alone, so a cookie sent along with a forged cross-site request grants nothing.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { LOCAL_PICTURE_COOKIE } from "../../src/session/session-keys";

export const HOME_SESSION_COOKIE = "pathagar_home";

/** The reader's language for the home page's HTML (set by the app, readable by it: not a secret). */
export const HOME_LANG_COOKIE = "pathagar_lang";

/** "<user id>:<language>" of the feed picture the device keeps (its start-up script shows that one). */
export function readLocalPicture(c: Context): string | null {
  return getCookie(c, LOCAL_PICTURE_COOKIE) ?? null;
}

/** The token the home page's cookie carries, or null. */
export function readHomeSession(c: Context): string | null {
  const value = getCookie(c, HOME_SESSION_COOKIE);
  return value && /^[\w.~+/=-]{16,512}$/.test(value) ? value : null;
}

/** The language the app last ran in on this device: "bn" or "en". */
export function readHomeLanguage(c: Context): "en" | "bn" {
  return getCookie(c, HOME_LANG_COOKIE) === "bn" ? "bn" : "en";
}

/** The cookie's attributes: the whole site, never readable by script, never sent by another site. */
function cookieOptions(c: Context) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "Strict",
    secure: overHttps(c),
  } as const;
}

/**
 * Whether the browser reached the site over https: the request's own scheme, or the one a proxy in
 * front reports (it can only add `Secure`, which a browser on plain http then refuses to store).
 */
function overHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

/** Sets the home page's cookie to `token` for `maxAgeSeconds` (the token's remaining lifetime). */
export function setHomeSession(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, HOME_SESSION_COOKIE, token, {
    ...cookieOptions(c),
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  });
}

/** Expires the home page's cookie. */
export function clearHomeSession(c: Context): void {
  deleteCookie(c, HOME_SESSION_COOKIE, cookieOptions(c));
}
