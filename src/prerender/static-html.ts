// The app's HTML as a page shows it before any script: its scripts (the router's scroll restorer) and hoisted
// preload links are the app's business, not the HTML's.
export const staticOnly = (html: string): string =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*>/g, "");

/**
 * React's HTML without its ids, for a picture laid over the app, which must not answer for the app's elements
 * (one `main#main` on the page). React writes every `"` of text and attribute values as `&quot;`, so ` id="`
 * is only ever an attribute.
 */
export const withoutIds = (html: string): string => html.replace(/ id="[^"]*"/g, "");
