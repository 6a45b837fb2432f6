// The build of the server's render (src/prerender: the guest landing for index.html, a reader's feed for the
// server) as a production build in a Node process of its own, whatever NODE_ENV the app's build runs under, and
// the landing's HTML rendered from it.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { InlineConfig } from "vite";
import { withBrowserStandIns } from "../src/prerender/browser-stand-ins.ts";
import { FEED_RENDER_ENTRY } from "../src/prerender/server-render.ts";
import { staticOnly } from "../src/prerender/static-html.ts";

const ENTRIES = {
  home: "src/prerender/home.tsx",
  [FEED_RENDER_ENTRY]: "src/prerender/feed.tsx",
};

/**
 * Vite picks a production build by the process's NODE_ENV alone (JSX, `import.meta.env.DEV`, the packages'
 * `development` exports: the router's decides it runs in a browser when a `document` is there, as the
 * landing's stand-ins put one), so under `NODE_ENV=development npm run build` an in-process build of the render
 * was a development one and failed. Its own process with NODE_ENV=production builds it the same every time.
 */
function productionBuild(root: string, config: InlineConfig): Promise<void> {
  const script = 'import { build } from "vite"; await build(JSON.parse(process.argv[1]));';
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--input-type=module", "-e", script, JSON.stringify(config)],
      { cwd: root, env: { ...process.env, NODE_ENV: "production" }, stdio: "inherit" },
    );
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`prerender-home: the server's render did not build (${signal ?? code})`),
          ),
    );
  });
}

/** Builds the render into `ssrDir`, self-contained (every package inside): the server loads it from there. */
export function buildServerRender(root: string, ssrDir: string): Promise<void> {
  return productionBuild(root, {
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    ssr: { noExternal: true },
    // Production code also where packages ask at run time: under a test server's NODE_ENV=test the router would
    // look for a browser's history.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      ssr: true,
      rollupOptions: { input: ENTRIES },
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
    },
  });
}

/** The guest home page (shell and landing, English) as static HTML, from the render built in `ssrDir`. */
export async function renderLanding(ssrDir: string): Promise<string> {
  const entry = pathToFileURL(path.join(ssrDir, "home.js")).href;
  // The app's modules read storage as they load: import them with the stand-ins in place too.
  const html = await withBrowserStandIns(async () => {
    const { renderHome } = (await import(`${entry}?t=${Date.now()}`)) as {
      renderHome: () => Promise<string>;
    };
    return renderHome();
  });
  const markup = staticOnly(html);
  if (!markup.includes("<h1")) throw new Error("prerender-home: the landing did not render");
  return markup;
}
