// Keeps the home page's session cookie in step with the session: set once per token, expired at sign-out (asked
// again until the server has).
import { useSession } from "../session/session";
import { HOME_SESSION_KEY } from "../session/session-keys";
import { onBackOnline } from "../lib/connectivity";

const URL_PATH = "/api/auth/home-session";

/** The cookie's calls, one after another, so an expiry never lands after the next token's cookie. */
let queue: Promise<unknown> = Promise.resolve();
let started = false;

function enqueue(call: () => Promise<unknown>): void {
  queue = queue.then(call).catch(() => undefined);
}

function doneFor(): string | null {
  try {
    return localStorage.getItem(HOME_SESSION_KEY);
  } catch {
    return null;
  }
}

function remember(token: string | null): void {
  try {
    if (token) localStorage.setItem(HOME_SESSION_KEY, token);
    else localStorage.removeItem(HOME_SESSION_KEY);
  } catch {
    // Storage full or blocked: the cookie is set again at the next start.
  }
}

/** Sets the cookie for the session's token unless that was done; a failure waits for the next start or `online`. */
function setCookieFor(token: string | null): void {
  if (!token || doneFor() === token) return;
  enqueue(async () => {
    if (useSession.getState().token !== token || doneFor() === token) return;
    const res = await fetch(URL_PATH, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      credentials: "same-origin",
    });
    if (res.ok && useSession.getState().token === token) remember(token);
  });
}

/**
 * The session ended: the server is asked to expire the cookie, and the token it held is forgotten once it has.
 * Until then it is asked again at the next start or `online`: on a phone shared by a library's readers, a cookie
 * left behind would have the server write the last reader's feed into every next page of `/`.
 */
function expireCookie(): void {
  enqueue(async () => {
    if (!doneFor()) return;
    const res = await fetch(URL_PATH, {
      method: "DELETE",
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    if (res.ok && !useSession.getState().token) remember(null);
  });
}

/** Whatever the session needs of the cookie now: set for its token, or expired when there is none. */
function follow(token: string | null): void {
  if (token) setCookieFor(token);
  else expireCookie();
}

/**
 * Starts following the session: now, at every sign-in and sign-out, and when the device comes online.
 * Once per page (a second call does nothing); answers a function that stops it.
 */
export function startHomeSession(): () => void {
  if (started) return () => undefined;
  started = true;
  // A session that ended while the page was gone (or before its expiry reached the server) is caught up.
  follow(useSession.getState().token);
  const unsubscribe = useSession.subscribe((state, previous) => {
    if (state.token !== previous.token) follow(state.token);
  });
  const online = () => follow(useSession.getState().token);
  const offOnline = onBackOnline(online);
  return () => {
    unsubscribe();
    offOnline();
    started = false;
  };
}
