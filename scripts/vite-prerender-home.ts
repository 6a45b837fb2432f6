// Vite plugin: the guest home page (shell and landing, English) rendered to HTML at build time and put
// into index.html, so its largest text paints with the HTML instead of after the scripts, and a first-time
// visitor reads it and follows its links with no script run. index.html's inline script shows it only where
// the app will render the same, and starts the app's scripts (kept in an inert template) at the first touch
// there (src/app/home-boot.ts); the app then replaces it.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "vite";
import {
  APP_SCRIPTS_ID,
  HOME_BOOT_SCRIPT,
  HOME_BOOT_STYLE,
  HOME_SCRIPTS_ID,
  type HomeVisitor,
} from "../src/app/home-boot.ts";

const ENTRY = "src/prerender/home.tsx";

/** Browser globals the render touches (storage, media queries), present only while it runs. */
async function withBrowserStandIns<T>(render: () => Promise<T>): Promise<T> {
  const g = globalThis as Record<string, unknown>;
  const names = ["window", "document", "localStorage", "matchMedia", "addEventListener"];
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(g, name)] as const);
  const store = new Map<string, string>();
  Object.assign(g, {
    window: globalThis,
    document: { documentElement: {} },
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, String(value)),
      removeItem: (key: string) => void store.delete(key),
    },
    matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
    addEventListener: () => undefined,
  });
  try {
    return await render();
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(g, name, descriptor);
      else delete g[name];
    }
  }
}

/** Scripts (the router's scroll restorer) and hoisted preload links are the app's business, not the HTML's. */
const staticOnly = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*>/g, "");

/**
 * Moves Vite's entry script and module preloads into a <template> (nothing in it loads), the home's chunks for
 * each visitor (marked `data-home` by pathagar:preload-home) into one template each, and puts the boot script,
 * which copies them out, ahead of the stylesheets: an inline script after a stylesheet would wait for it, and
 * the scripts of every other page would start that much later.
 */
function deferAppScripts(html: string): string {
  const tags: string[] = [];
  const home: Record<HomeVisitor, string[]> = { guest: [], reader: [] };
  const rest = html.replace(
    /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
    (_match, tag: string) => {
      const visitor = /\sdata-home="(guest|reader)"/.exec(tag);
      if (visitor) home[visitor[1] as HomeVisitor].push(tag.replace(visitor[0], ""));
      else tags.push(tag);
      return "";
    },
  );
  const firstStylesheet = rest.indexOf('<link rel="stylesheet"');
  if (!tags.some((tag) => tag.startsWith("<script")) || firstStylesheet < 0) {
    throw new Error("prerender-home: index.html has no entry script or no stylesheet");
  }
  if (!home.guest.length || !home.reader.length) {
    throw new Error("prerender-home: index.html has no preloads of the home's chunks");
  }
  const template = (id: string, content: string[]) =>
    `<template id="${id}">${content.join("")}</template>`;
  const boot =
    `<style>${HOME_BOOT_STYLE}</style>` +
    template(APP_SCRIPTS_ID, tags) +
    template(HOME_SCRIPTS_ID.guest, home.guest) +
    template(HOME_SCRIPTS_ID.reader, home.reader) +
    `<script>${HOME_BOOT_SCRIPT}</script>\n    `;
  // index.html's own stylesheets are marked, so a feed picture records only those the app added.
  const marked = rest
    .slice(firstStylesheet)
    .replaceAll('<link rel="stylesheet"', '<link rel="stylesheet" data-static');
  return rest.slice(0, firstStylesheet) + boot + marked;
}

export function prerenderHome(): Plugin {
  let root = process.cwd();
  let markup = "";
  return {
    name: "pathagar:prerender-home",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved: (config) => void (root = config.root),
    async buildStart() {
      const outDir = path.join(root, "node_modules", ".prerender");
      await build({
        root,
        configFile: path.join(root, "vite.config.ts"),
        logLevel: "warn",
        build: { ssr: ENTRY, outDir, emptyOutDir: true, sourcemap: false, manifest: false },
      });
      const entry = pathToFileURL(path.join(outDir, "home.js")).href;
      // The app's modules read storage as they load: import them with the stand-ins in place too.
      const html = await withBrowserStandIns(async () => {
        const { renderHome } = (await import(`${entry}?t=${Date.now()}`)) as {
          renderHome: () => Promise<string>;
        };
        return renderHome();
      });
      markup = staticOnly(html);
      if (!markup.includes("<h1")) throw new Error("prerender-home: the landing did not render");
    },
    transformIndexHtml: {
      order: "post",
      // After the module preloads of the home page's chunks are in (pathagar:preload-home runs first).
      handler: (html) =>
        deferAppScripts(html).replace(
          '<div id="root"></div>',
          `<div id="root"><div data-prerendered>${markup}</div></div>`,
        ),
    },
  };
}
