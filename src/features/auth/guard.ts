// Route guard decisions (pure): who may enter a login-only page, and where a signed-in visitor goes instead.

export interface Redirect {
  to: string;
  search?: { from: string };
}

/** A `from` value is followed only when it is a path on this site (never another origin or the login pages). */
export function safeFrom(from: unknown): string {
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return "/";
  if (from.includes("\\")) return "/";
  const path = from.split(/[?#]/)[0] ?? "/";
  if (path === "/login" || path === "/register") return "/";
  return from;
}

/** Login-only pages: an anonymous visitor goes to /login carrying the wanted path in `from`. */
export function requireLogin(signedIn: boolean, wanted: string): Redirect | null {
  if (signedIn) return null;
  return { to: "/login", search: { from: safeFrom(wanted) } };
}

/** /login and /register: a signed-in visitor goes on to `from`, or home. */
export function redirectSignedIn(signedIn: boolean, from?: unknown): Redirect | null {
  if (!signedIn) return null;
  return { to: safeFrom(from) };
}

/** /reset-password: without a stored one-time-code token there is nothing to reset, so go home. */
export function requireOtcToken(otcToken: string | null): Redirect | null {
  return otcToken ? null : { to: "/" };
}
