// The app's HTML as a page shows it before any script: its scripts (the router's scroll restorer) and hoisted
// preload links are the app's business, not the HTML's.
export const staticOnly = (html: string): string =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*>/g, "");
