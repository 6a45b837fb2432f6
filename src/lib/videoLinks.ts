// Turns a YouTube or Vimeo link into an embed URL on an allowed player host; anything else gives null.
const YT_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YT_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

export function videoEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  let ytId: string | null = null;
  if (host === "youtu.be" && parts.length === 1) ytId = parts[0] ?? null;
  else if (YT_HOSTS.has(host)) {
    if (parts[0] === "watch" && parts.length === 1) ytId = url.searchParams.get("v");
    else if (
      (parts[0] === "shorts" || parts[0] === "embed" || parts[0] === "live") &&
      parts.length === 2
    )
      ytId = parts[1] ?? null;
  }
  if (ytId !== null)
    return YT_ID.test(ytId) ? `https://www.youtube-nocookie.com/embed/${ytId}` : null;
  if (host === "vimeo.com" || host === "www.vimeo.com") {
    const id = parts.length === 1 ? parts[0] : null;
    return id && VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  if (host === "player.vimeo.com" && parts[0] === "video" && parts.length === 2) {
    const id = parts[1];
    return id && VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}
