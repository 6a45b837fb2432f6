// Security headers: nosniff on every response; on documents also a strict CSP (no inline scripts but index.html's
// one start-up script, allowed by its hash; pictures also from S3_PUBLIC_URL when set), no framing and a referrer
// policy; on the API's JSON answers a policy that allows nothing and no framing. A script, stylesheet, font,
// WebAssembly or raster picture is never a document: those three headers do nothing there, and a phone paid ~480
// bytes for them on each of ~160 files (nor the request's id, which the log keeps).
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { dropAnswerHeader, setAnswerHeader } from "./answer-headers";
import { HOME_BOOT_SCRIPT } from "../../src/app/home-boot";

/** The CSP source that allows exactly index.html's inline start-up script. */
export const HOME_BOOT_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(HOME_BOOT_SCRIPT).digest("base64")}'`;

const FRAME_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
];

/** The app's policy; `imageOrigins` (the object store's public address) may serve pictures too. */
export const contentSecurityPolicy = (imageOrigins: readonly string[] = []) =>
  [
    "default-src 'self'",
    // WebAssembly may compile (the barcode reader, src/features/desk/scan), never JavaScript from text.
    `script-src 'self' ${HOME_BOOT_SCRIPT_SOURCE} 'wasm-unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(" "),
    // The stylesheet carries the language switch's face of "বাংলা" inline (src/i18n/fonts.css).
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${FRAME_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

/** Types a browser never shows as a page, so a page's policy means nothing on them (SVG and HTML are pages). */
const NOT_A_DOCUMENT =
  /^(?:text\/css|(?:text|application)\/javascript|application\/wasm|font\/|image\/(?:png|jpeg|webp|gif|avif|x-icon|vnd\.microsoft\.icon))\b/i;

/** Whether an answer of this type needs only nosniff (no CSP, framing or referrer policy). */
export const isSubresource = (contentType: string | null | undefined): boolean =>
  NOT_A_DOCUMENT.test(contentType ?? "");

/**
 * A data answer's policy: JSON (or no body, a 304) is never a page that loads anything; the page's policy
 * (~450 bytes) on each of a desk's pulls was most of what a pull with nothing new cost.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** An answer that is data: the API's JSON (or no body), and the web app's manifest (JSON the browser reads). */
const isData = (path: string, contentType: string | null) =>
  (/^\/(?:api|oauth)\//.test(path) && (!contentType || /\bjson\b/i.test(contentType))) ||
  /^application\/manifest\+json\b/i.test(contentType ?? "");

/** The headers, with pictures allowed from `imageOrigins` too. */
export function securityHeaders(imageOrigins: readonly string[] = []): MiddlewareHandler {
  const policy = contentSecurityPolicy(imageOrigins);
  return async (c, next) => {
    await next();
    setAnswerHeader(c, "X-Content-Type-Options", "nosniff");
    const type = c.res.headers.get("Content-Type");
    // A file's answer needs no request id either (the log keeps it): ~55 bytes on each of ~160 files.
    if (isSubresource(type)) return dropAnswerHeader(c, "X-Request-Id");
    const data = isData(c.req.path, type);
    // A stricter policy set by the route (uploads: sandboxed, nothing loads) stays.
    if (!c.res.headers.has("Content-Security-Policy")) {
      setAnswerHeader(c, "Content-Security-Policy", data ? API_POLICY : policy);
    }
    setAnswerHeader(c, "X-Frame-Options", "DENY");
    // Data is never navigated from: no link on it sends a referrer.
    if (data) return;
    setAnswerHeader(c, "Referrer-Policy", "strict-origin-when-cross-origin");
  };
}
