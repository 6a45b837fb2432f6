// Security headers on every response: a strict CSP (no inline scripts), nosniff, no framing, referrer policy.
import type { MiddlewareHandler } from "hono";

const FRAME_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
];

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  `frame-src ${FRAME_HOSTS.join(" ")}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // A stricter policy set by the route (uploads: sandboxed, nothing loads) stays.
  if (!c.res.headers.has("Content-Security-Policy")) {
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  }
  c.header("X-Content-Type-Options", "nosniff");
  c.header("X-Frame-Options", "DENY");
  c.header("Referrer-Policy", "strict-origin-when-cross-origin");
};
