// Who is signed in: the bearer token, the one-time-code token and the user, mirrored in localStorage.
import { create } from "zustand";
import type { User } from "../api/schemas";
import { writeCookie } from "../lib/cookies";
import {
  FEED_SNAPSHOT_KEY,
  LOCAL_PICTURE_COOKIE,
  MY_DESKS_KEY,
  OTC_TOKEN_KEY,
  TOKEN_KEY,
  USER_KEY,
} from "./session-keys";

/** The feed picture kept on this device goes (with the cookie that tells the server it is there). */
function forgetFeedPicture(): void {
  localStorage.removeItem(FEED_SNAPSHOT_KEY);
  writeCookie(LOCAL_PICTURE_COOKIE, "", 0);
}

function readUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export interface SessionState {
  token: string | null;
  otcToken: string | null;
  user: User | null;
  /** Store a new login (token) and, when known, the user's profile. */
  signIn: (token: string, user?: User | null) => void;
  setUser: (user: User) => void;
  setOtcToken: (token: string | null) => void;
  /** Logout: forget the token, the one-time-code token and the user. */
  signOut: () => void;
}

/** A stored value; none where there is no localStorage (the service worker, which reads deviceSession.ts). */
const stored = (key: string): string | null =>
  typeof localStorage === "undefined" ? null : localStorage.getItem(key);

export const useSession = create<SessionState>((set) => ({
  token: stored(TOKEN_KEY),
  otcToken: stored(OTC_TOKEN_KEY),
  user: readUser(),
  signIn: (token, user) => {
    // A new sign-in starts without the last reader's feed picture.
    forgetFeedPicture();
    localStorage.setItem(TOKEN_KEY, token);
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    set((s) => ({ token, user: user ?? s.user }));
  },
  setUser: (user) => {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    set({ user });
  },
  setOtcToken: (otcToken) => {
    if (otcToken) localStorage.setItem(OTC_TOKEN_KEY, otcToken);
    else localStorage.removeItem(OTC_TOKEN_KEY);
    set({ otcToken });
  },
  signOut: () => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(OTC_TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(MY_DESKS_KEY);
    forgetFeedPicture();
    set({ token: null, otcToken: null, user: null });
  },
}));

/** The current bearer token, for code outside React (the API client). */
export const getToken = (): string | null => useSession.getState().token;

/** True when someone is signed in. */
export const isSignedIn = (): boolean => useSession.getState().token !== null;

/** The id of the reader signed in under `state` (a token and a user), else null. */
export const signedInUserId = (state: SessionState): number | null =>
  state.token ? (state.user?.id ?? null) : null;

/** Another tab signed in or out: follow it, so every open tab shows the same person (or nobody). */
function followOtherTabs(event: StorageEvent): void {
  if (
    event.key !== null &&
    event.key !== TOKEN_KEY &&
    event.key !== OTC_TOKEN_KEY &&
    event.key !== USER_KEY
  ) {
    return;
  }
  useSession.setState({
    token: localStorage.getItem(TOKEN_KEY),
    otcToken: localStorage.getItem(OTC_TOKEN_KEY),
    user: readUser(),
  });
}

if (typeof window !== "undefined") window.addEventListener("storage", followOtherTabs);
