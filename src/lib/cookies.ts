// Writes a cookie for the whole site, sent by the browser with its own requests only (never another site's).
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // A render in Node has no cookies.
  if (typeof location === "undefined" || typeof document === "undefined") return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  try {
    document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
  } catch {
    // A sandboxed document has no cookies.
  }
}

export const YEAR_SECONDS = 365 * 24 * 3600;
