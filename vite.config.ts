// Vite build of the PWA (React 19): file-based routes with code splitting,
// the Lingui macro, the service worker, a build manifest (scripts/check-bundle.mjs reads it) and .br/.gz copies
// of text files for the server to send.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { linguiBabel } from "./scripts/babel-inline-english.ts";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaManifest } from "./src/app/pwa-manifest.ts";
import { prerenderHome } from "./scripts/vite-prerender-home.ts";
import { guestsPrecache, precacheByRole, roleFilesModule } from "./scripts/precache-roles.ts";
import type { HomeVisitor } from "./src/app/home-boot.ts";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";

/**
 * Writes `file.br` and `file.gz` beside every text file over 1 KiB, and the barcode reader's .wasm, once the build
 * (service worker too) is done.
 */
function precompress(): Plugin {
  let outDir = "dist";
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: "pathagar:precompress",
    apply: "build",
    enforce: "post",
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle: {
      order: "post",
      handler() {
        for (const file of walk(outDir)) {
          if (!/\.(js|mjs|css|html|svg|webmanifest|json|wasm)$/.test(file)) continue;
          const bytes = readFileSync(file);
          // The service worker stays plain: an update check must see exactly the file that is there.
          if (bytes.length < 1024 || path.basename(file) === "sw.js") continue;
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, {
              // The .wasm (1.1 MB): quality 9 makes 406 KB in 2 s, 11 would make 357 KB in 19 s on every build.
              params: { [constants.BROTLI_PARAM_QUALITY]: file.endsWith(".wasm") ? 9 : 11 },
            }),
          );
        }
      },
    },
  };
}

/**
 * The modules behind the home page for each visitor: the `/` route's component and the screen it shows, and for
 * a guest what takes over the landing index.html painted.
 */
const HOME_SOURCES: Record<HomeVisitor, RegExp[]> = {
  guest: [
    /src\/routes\/index\.tsx\?tsr-split=component/,
    /src\/features\/marketing\/LandingScreen\.tsx$/,
    /src\/app\/landing-handover\.ts$/,
  ],
  // The feed screen's imports bring the sync engine and the local database, which a signed-in start awaits
  // (src/app/sync-boot.ts loads the same chunk).
  reader: [/src\/routes\/index\.tsx\?tsr-split=component/, /src\/features\/feed\/FeedScreen\.tsx$/],
};

/**
 * `<link rel="modulepreload">` in index.html for the chunks the home page needs after the entry, with all they
 * import, so they load alongside the entry instead of after it: marked `data-home` with the visitor they are for
 * (the prerender plugin puts each visitor's in its own template, and the boot script copies out only the one `/`
 * will use). Each visitor's stylesheets are linked too: the landing's, so the home's build-time HTML paints with
 * them; the feed's, so they load with the reader's chunks.
 */
function preloadHome(): Plugin {
  return {
    name: "pathagar:preload-home",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunkOf = (file: string) => {
          const chunk = bundle[file];
          return chunk?.type === "chunk" ? chunk : undefined;
        };
        const filesFor = (sources: RegExp[]) => {
          const files = new Set<string>();
          const add = (file: string) => {
            if (files.has(file)) return;
            files.add(file);
            for (const imported of chunkOf(file)?.imports ?? []) add(imported);
          };
          for (const c of Object.values(bundle))
            if (
              c.type === "chunk" &&
              c.facadeModuleId &&
              sources.some((re) => re.test(c.facadeModuleId!))
            )
              add(c.fileName);
          // index.html names the entry's own chunks already.
          return [...files].filter((f) => !html.includes(`/${f}"`));
        };
        const preloads = (Object.keys(HOME_SOURCES) as HomeVisitor[]).flatMap((visitor) =>
          filesFor(HOME_SOURCES[visitor]).map((f) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${f}`, "data-home": visitor },
            injectTo: "head" as const,
          })),
        );
        // Stylesheets, not preloads. The guest's: the home's HTML (rendered at build time) paints with them, and a
        // style that arrived later would move that content about; the boot script links them at once (a reader
        // never fetches them). The reader's come out with the reader's preloads, under the feed's picture: the
        // app's own loads find them linked, where they would link them in the middle of the entry's first task.
        const styles = (Object.keys(HOME_SOURCES) as HomeVisitor[]).flatMap((visitor) =>
          [
            ...new Set(
              filesFor(HOME_SOURCES[visitor]).flatMap((f) => [
                ...(chunkOf(f)?.viteMetadata?.importedCss ?? []),
              ]),
            ),
          ]
            .filter((f) => !html.includes(`/${f}"`))
            .map((f) => ({
              tag: "link",
              attrs: { rel: "stylesheet", crossorigin: true, href: `/${f}`, "data-home": visitor },
              injectTo: "head" as const,
            })),
        );
        return [...preloads, ...styles];
      },
    },
  };
}

/**
 * What a signed-in start loads after the entry, as one chunk instead of a score of small ones (each compressed
 * on its own, they came to ~6 KiB more): the sync engine, the local database and its libraries, the API
 * client and the feed's posts. The feed screen keeps its own chunk (the home page's prerender finds it by
 * name); what loads on demand (the post dialogs, the sync panel) and what the entry imports stay apart, and
 * so do the other screens' own data modules in src/sync (libraries, people, courses, cart, ...) and
 * the desk's: in the group, a start on the feed would load them all.
 */
const READER = [
  /src\/(sync|db|api)\//,
  /src\/features\/sync\/(PendingBadge|saveError)\./,
  // The device's search texts carry a phonetic key (src/db/normalise.ts).
  /src\/lib\/phoneticKey\.ts$/,
  /node_modules\/(dexie|dexie-react-hooks|ky)\//,
];
/**
 * The feed's posts and the virtual list they scroll in: a chunk of their own beside the reader's, which a guest's
 * courses and cart load for the local database (the posts are a signed-in person's, ~13 KiB of a guest's
 * precache).
 */
/** What other screens take from the posts' folder (a course's organiser is shown as a post's author is): in the kit. */
const FEED_SHARED = /src\/features\/posts\/(Author|useObjectUrl)\.tsx?$/;
const FEED = [
  /src\/features\/(feed|posts)\//,
  /node_modules\/@tanstack\/(react-)?virtual(-core)?\//,
];
const ENTRY_SYNC = /src\/sync\/(engine\/(store|background-sync)|cart-presence)\.ts/;
const OTHER_SCREENS_SYNC =
  /src\/(sync\/(cart|courses|deviceData|libraries|libraryReads|localLists|memberInvitations|membership|catalogue|myDesks|myLoans|people|profileSave|screenPulls|uploadImage)|api\/myLoans)\.ts/;
/** The library desk's data, calls and mutation kinds: loaded by the desk's screens and the outbox on need. */
const DESK_DATA =
  /src\/(sync\/(desk[A-Za-z-]*|bookImport|conflictHooks|liveSlice|memberSearch|kinds\/desk[a-z-]*|actions\/(desk|copies))|api\/(desk[A-Za-z]*|bookImport|loans|schemas\/desk))\.ts/;
const NOT_READER =
  /FeedScreen\.tsx|features\/posts\/(sharePost|sharedDraft|SharedPostScreen|PostEditor|ReportDialog|BlockDialog|LikesModal|FailedWrite|FailedChange|ImageChooser|prepareImage)/;
const readerChunk = {
  name: "reader",
  includeDependenciesRecursively: false,
  test: (id: string) =>
    READER.some((re) => re.test(id)) &&
    ![NOT_READER, ENTRY_SYNC, OTHER_SCREENS_SYNC, DESK_DATA].some((re) => re.test(id)),
};
const feedChunk = {
  name: "feed",
  includeDependenciesRecursively: false,
  test: (id: string) =>
    FEED.some((re) => re.test(id)) && !NOT_READER.test(id) && !FEED_SHARED.test(id),
};

/**
 * The entry's static imports (the `$initial` modules) stay in the entry's chunk. Those that lazy chunks import
 * too (React, the router's link, the session's cookies, ...) had been split into nine chunks of their own, each
 * loaded with the entry anyway: nine more files at every start, and 3 KiB more gzip.
 */
const startChunk = {
  name: "start",
  tags: ["$initial" as const],
  includeDependenciesRecursively: false,
};

/** One chunk of exactly the modules `pattern` matches (what they import stays where it would be). */
const chunkOf = (name: string, pattern: RegExp) => ({
  name,
  includeDependenciesRecursively: false,
  test: (id: string) => pattern.test(id),
});

/**
 * The parts of the UI kit the feed's first screen shows, which other screens share too (a post's author a
 * course's organiser too), with their stylesheets:
 * one chunk instead of sixteen small files, each a response for the main thread to take in and each stylesheet
 * a style recalculation of the whole page.
 */
const FEED_KIT =
  /src\/(ui\/(Avatar|Button|EmptyState|Menu|RichText|Spinner|ViewablePicture)\.(tsx|css)|features\/shell\/(Screen\.tsx|screen\.css)|features\/posts\/(Author|useObjectUrl)\.tsx?|lib\/(emoji|keepUnchanged|libraryText|likeSummary|richText|useMounted|videoLinks)\.ts)$/;
const kitChunk = chunkOf("kit", FEED_KIT);

/**
 * The UI kit's forms and dialogs (fields, alerts, the modal and the confirmation, tabs, the paginator), which
 * the desk's screens and the signed-in forms share, as one chunk with its stylesheets instead of a dozen small
 * files.
 */
const FORMS_KIT =
  /src\/ui\/(Alert|ConfirmDialog|DateField|Field|Modal|Paginator|SelectField|TabBar|Tabs|TextArea|TextField|fields|useFieldErrors)\.(tsx|ts|css)$/;
const formsChunk = chunkOf("forms", FORMS_KIT);

/**
 * What most of the desk's screens share and no other screen loads: the staff screen's frame and its "no access"
 * word, the desk's live lists, codes, loans calls and pulls (and the screens' hook for them), the label sheets'
 * choice of copies. One chunk instead of up to eight small files on each desk page. What reads members by phone
 * stays out: it imports the phone numbers' library, which the book screens do not load.
 */
const DESK_KIT =
  /src\/(features\/desk\/(circulation\/NoDeskAccess|StaffScreen|useDeskPull|labels\/chooseCopies)\.tsx?|sync\/(deskLists|liveSlice|deskCodes|actions\/desk|deskPulls)\.ts|api\/loans\.ts|lib\/catalogueFields\.ts)$/;
const deskChunk = chunkOf("desk", DESK_KIT);

/**
 * A library's data as its pages and the desk's read it (the libraries and memberships in the mirror, the
 * reader's membership and its permissions, the desk's settings, the pending library's word), one chunk instead of
 * seven small files.
 */
const LIBRARY_DATA =
  /src\/(features\/libraries\/(membership|hooks|LibraryPending)\.tsx?|sync\/(libraryReads|localLists|membership|libraries|deskSettings)\.ts|api\/(desk|schemas\/desk)\.ts)$/;
const libraryChunk = chunkOf("library", LIBRARY_DATA);

/**
 * The public pages (about, achievements, advertisers, awards, careers, contact, pricing, privacy, products,
 * research): one chunk instead of ten files of 0.3–1 KiB, each costing a response's headers on a guest's first
 * visit, which precaches them all. What the landing shares with them (the page frame, the awards, the store links,
 * the content) stays out, so the landing loads no more than before.
 */
const INFO_PAGES =
  /src\/(routes\/(about|achievements|advertisers|awards|careers|contact-us|pricing|privacy-policy|products|research)\.tsx\?tsr-split=component|features\/marketing\/(About|Achievements|Advertisers|Awards|Careers|Contact|Pricing|PrivacyPolicy|Products|Research)Screen\.tsx)$/;
const infoChunk = chunkOf("info", INFO_PAGES);

/**
 * Signing in, registering and resetting a password: their screens and the auth folder's parts, one chunk instead
 * of a dozen small files. The sign-in guard of the signed-in routes stays with the entry.
 */
const AUTH_PAGES =
  /src\/(routes\/(login|register|reset-password|login-with-otc-to-reset-password)\.tsx\?tsr-split=component|features\/auth\/(?!guard\.)[^/]+\.(tsx?|css))$/;
const authChunk = chunkOf("auth", AUTH_PAGES);

/** A module of the sync engine (src/sync/engine), not its tests. */
const ENGINE_MODULE = /src\/sync\/engine\/[^/]+(?<!\.test)\.ts$/;

/**
 * The sync engine's modules only declare (no statement runs for its effect when one loads): marked so, a file
 * that imports the engine's index (src/sync/engine/index.ts) brings along only the modules whose exports it
 * uses, as its deep imports did, and not the whole engine (the guest's first load, the service worker).
 */
function engineWithoutSideEffects(): Plugin {
  return {
    name: "pathagar:engine-without-side-effects",
    transform(code, id) {
      return ENGINE_MODULE.test(id) ? { code, map: null, moduleSideEffects: false } : undefined;
    },
  };
}

// The build-time render of the home page (an SSR build, in Node) takes only what compiles the app's code.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
    }),
    react(),
    linguiBabel(),
    lingui(),
    engineWithoutSideEffects(),
    ...(isSsrBuild ? [] : clientOnlyPlugins()),
  ],
  resolve: {
    alias: {
      // The router's store reads through the shim for React before 18, which falls back to React's own
      // useSyncExternalStore anyway: the package's own build for React 18+ is the same function without the
      // fallback (0.4 KiB gzip of every first load).
      "use-sync-external-store/shim/with-selector": "use-sync-external-store/with-selector",
    },
  },
  build: {
    target: "es2022",
    // No source maps: served beside the code they would publish the app's whole source (sw.js.map too).
    sourcemap: false,
    manifest: true,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                readerChunk,
                feedChunk,
                startChunk,
                kitChunk,
                formsChunk,
                deskChunk,
                libraryChunk,
                infoChunk,
                authChunk,
              ],
            },
            // Seven hash characters instead of eight (rolldown's least for this many files): every file name in an
            // import and in the entry's list of the lazy routes' files is one shorter, 0.3 KiB of each first load.
            entryFileNames: "assets/[name]-[hash:7].js",
            chunkFileNames: "assets/[name]-[hash:7].js",
            assetFileNames: "assets/[name]-[hash:7][extname]",
          },
        },
  },
  server: {
    host: "127.0.0.1",
    proxy: {
      "/api": apiTarget,
      "/oauth": apiTarget,
      "/qr-codes": apiTarget,
      "/uploads": apiTarget,
    },
  },
}));

function clientOnlyPlugins() {
  return [
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      manifest: pwaManifest,
      // The manifest's icons are not precached either (below).
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,webp,woff2,ico,webmanifest}"],
        // Not precached: the app's PNG icons (the system fetches them when the app is installed; no page shows
        // them), the install dialog's screenshots (fetched by the browser when it shows them), the
        // help page's pictures (~0.3 MB in two languages), kept when the page is first read, in its language
        // only, the Bengali fonts, kept when a Bangla page first needs them, the desk's code, kept when a
        // person with a desk first opens it, and the barcode reader's, kept at the first scan (src/sw.ts,
        // scripts/precache-roles.ts).
        manifestTransforms: [guestsPrecache],
        globIgnores: [
          "**/node_modules/**/*",
          "sw.js",
          "workbox-*.js",
          "screenshots/**",
          "**/help/**",
        ],
        // A classic script in one piece: the worker replays the outbox with code the pages load on demand (the
        // desk's mutation kinds), and a service worker can neither import() nor run an ES module's preload helper.
        rollupFormat: "iife",
        buildPlugins: { vite: [engineWithoutSideEffects(), roleFilesModule()] },
      },
      devOptions: { enabled: false },
    }),
    precacheByRole(),
    preloadHome(),
    prerenderHome(),
    precompress(),
  ];
}
