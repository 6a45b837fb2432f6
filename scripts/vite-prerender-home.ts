// Vite plugin: the guest home page (shell and landing, English) rendered to HTML at build time and put
// into index.html, so its largest text paints with the HTML instead of after the scripts, and a first-time
// visitor reads it and follows its links with no script run. index.html's inline script shows it only where
// the app will render the same, and starts the app's scripts (kept in an inert template) at the first touch
// there (src/app/home-boot.ts); the app then replaces it. It also builds the server's render of a signed-in
// reader's home (src/prerender/feed.tsx) with the styles of the feed screen, for server/http/home-page.ts.
import path from "node:path";
import { writeFileSync } from "node:fs";
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";
import {
  APP_SCRIPTS_ID,
  HOME_BOOT_SCRIPT,
  HOME_BOOT_STYLE,
  HOME_SCRIPTS_ID,
  type HomeVisitor,
} from "../src/app/home-boot.ts";
import { FEED_STYLES_FILE, serverRenderDir } from "../src/prerender/server-render.ts";
import { leaveOutOfPrecache } from "./precache-roles.ts";
import { buildServerRender, renderLanding } from "./server-render-build.ts";

const FEED_SCREEN = "src/features/feed/FeedScreen.tsx";

/**
 * A home chunk's tag as its template keeps it: the landing's stylesheets marked as index.html's own, and
 * render-blocking where the boot script puts them, so the build-time landing paints styled. The feed's stay the
 * app's own (the feed's picture keeps their rules: src/app/feed-snapshot-capture.ts).
 */
const homeTag = (tag: string, visitor: HomeVisitor) =>
  visitor === "guest" && tag.startsWith('<link rel="stylesheet"')
    ? tag.replace('<link rel="stylesheet"', '<link rel="stylesheet" data-static blocking="render"')
    : tag;

/**
 * Moves Vite's entry script and module preloads into a <template> (nothing in it loads), the home's chunks for
 * each visitor (marked `data-home` by pathagar:preload-home, with that visitor's stylesheets) into
 * one template each, and puts the boot script, which copies them out, ahead of the stylesheets: an inline script
 * after a stylesheet would wait for it, and the scripts of every other page would start that much later.
 */
function deferAppScripts(html: string): string {
  const tags: string[] = [];
  const home: Record<HomeVisitor, string[]> = { guest: [], reader: [] };
  const rest = html.replace(
    /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="stylesheet"[^>]*\sdata-home="[^"]*"[^>]*>)/g,
    (_match, tag: string) => {
      const visitor = /\sdata-home="(guest|reader)"/.exec(tag);
      if (visitor) {
        const who = visitor[1] as HomeVisitor;
        home[who].push(homeTag(tag.replace(visitor[0], ""), who));
      } else tags.push(tag);
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

/**
 * index.html's own stylesheets and the guest landing's, written into the page as <style> instead of linked: on a
 * 2G link each linked sheet was another round trip (~0.6 s) before the landing's text could paint. index.html's
 * own are told to `pageOnly` (the service worker's precache leaves them out: nothing links them any more); the
 * landing's stay precached, since its screens' chunks still link them when they load.
 */
function inlineStyles(
  html: string,
  bundle: OutputBundle | undefined,
  pageOnly: (file: string) => void,
): string {
  return html.replace(
    /<link rel="stylesheet" data-static (blocking="render" )?crossorigin href="\/([^"]+\.css)">/g,
    (tag, landing: string | undefined, file: string) => {
      const asset = bundle?.[file];
      if (asset?.type !== "asset") return tag;
      if (!landing) pageOnly(file);
      return `<style data-static>${String(asset.source).trim()}</style>`;
    },
  );
}

/** The feed screen's stylesheets in the order the app links them: a chunk's imports' before its own. */
function feedStyles(bundle: OutputBundle): string {
  const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
  const feed = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(FEED_SCREEN));
  if (!feed) throw new Error("prerender-home: no chunk for the feed screen");
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== "chunk") return;
    for (const dependency of chunk.imports) visit(dependency);
    for (const css of chunk.viteMetadata?.importedCss ?? [])
      if (!files.includes(css)) files.push(css);
  };
  visit(feed.fileName);
  return files
    .map((file) => {
      const asset = bundle[file];
      return asset?.type === "asset" ? String(asset.source) : "";
    })
    .join("\n");
}

export function prerenderHome(): Plugin {
  let root = process.cwd();
  let ssrDir = "";
  let markup = "";
  return {
    name: "pathagar:prerender-home",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved: (config) => {
      root = config.root;
      ssrDir = serverRenderDir(path.resolve(root, config.build.outDir));
    },
    async buildStart() {
      await buildServerRender(root, ssrDir);
      markup = await renderLanding(ssrDir);
    },
    // The styles the server puts before its render of a reader's feed (the feed's chunks bring them later).
    generateBundle(_options, bundle) {
      writeFileSync(path.join(ssrDir, FEED_STYLES_FILE), feedStyles(bundle));
    },
    transformIndexHtml: {
      order: "post",
      // After the module preloads of the home page's chunks are in (pathagar:preload-home runs first).
      handler: (html, { bundle }) =>
        inlineStyles(deferAppScripts(html), bundle, leaveOutOfPrecache).replace(
          '<div id="root"></div>',
          `<div id="root"><div data-prerendered>${markup}</div></div>`,
        ),
    },
  };
}
