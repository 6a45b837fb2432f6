// Where the build puts the server's render of a signed-in reader's home: beside the app's own folder (`dist` →
// `dist-ssr`, out of what the site serves). scripts/vite-prerender-home.ts writes it there, the server loads it
// (server/http/home-page.ts).
export const serverRenderDir = (outDir: string): string => `${outDir.replace(/[/\\]+$/, "")}-ssr`;

/** The build's entry for the render (src/prerender/feed.tsx), and the file it makes. */
export const FEED_RENDER_ENTRY = "feed";
export const FEED_RENDER_FILE = `${FEED_RENDER_ENTRY}.js`;

/** The feed screen's stylesheets, in the order the app links them. */
export const FEED_STYLES_FILE = "feed.css";
