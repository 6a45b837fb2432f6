// `npm test` step `bundle`: after `vite build`, the first-load JS+CSS (gzip) of a guest opening `/`, of the
// signed-in feed and of the desk's largest page, from dist/index.html and the Vite manifest, and what the service
// worker precaches. Over a page's budget (bytes or files), the precache over its own, or chunks that import each
// other, fails the step.
import assert from "node:assert/strict";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  firstLoadFiles,
  gzipSize,
  importCycles,
  keyFor,
  KiB,
  kib,
  totalSize,
} from "./bundle-size.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? "dist");

/**
 * What each page loads before its first paint: the HTML entry with what index.html names for this visitor
 * (`home`: its template of the home's chunks, src/app/home-boot.ts; the reader's has the sync engine that
 * start-up awaits), then the route's split component and the screen it shows (dynamic imports, each with its
 * static imports). Sources are paths as in the manifest. Each page has a budget of gzip bytes and one of files:
 * each file is a response for the main thread to take in, and a module that none of vite.config.ts's chunk
 * lists holds (`FEED_KIT`, `DESK_KIT`, `LIBRARY_DATA`, ...) comes as a small file of its own.
 */
export const PAGES = [
  {
    name: "guest /",
    budget: 135 * KiB,
    maxFiles: 14,
    home: "guest",
    sources: ["src/routes/index.tsx", "src/features/marketing/LandingScreen.tsx"],
  },
  {
    name: "signed-in feed",
    budget: 200 * KiB,
    maxFiles: 12,
    home: "reader",
    sources: ["src/routes/index.tsx", "src/features/feed/FeedScreen.tsx"],
  },
  {
    // The desk's largest page, opened cold (a reload, a shared link): 50 files before the desk's and the
    // library's chunks.
    name: "desk member page",
    budget: 270 * KiB,
    maxFiles: 42,
    sources: ["src/routes/_auth/libraries/$id/desk/members_.$memberId.tsx"],
  },
];

/** The arithmetic on a made-up manifest: shared chunks count once, CSS counts, dynamic imports do not. */
function selfCheck() {
  const manifest = {
    "index.html": { file: "a/entry.js", css: ["a/entry.css"], imports: ["_shared.js"] },
    "_shared.js": { file: "a/shared.js", imports: ["index.html"] },
    "src/r.tsx?tsr-split=component": {
      file: "a/r.js",
      imports: ["_shared.js", "index.html"],
      dynamicImports: ["src/late.tsx"],
    },
    "src/late.tsx": { file: "a/late.js", css: ["a/late.css"] },
  };
  const files = firstLoadFiles(manifest, ["index.html", keyFor(manifest, "src/r.tsx")]);
  assert.deepEqual(files, ["a/entry.css", "a/entry.js", "a/r.js", "a/shared.js"]);
  const sizes = { "a/entry.css": 100, "a/entry.js": 1000, "a/r.js": 10, "a/shared.js": 1 };
  const { total, files: rows } = totalSize(files, (f) => sizes[f]);
  assert.equal(total, 1111);
  assert.equal(rows[0].file, "a/entry.js");
  assert.throws(() => keyFor(manifest, "src/missing.tsx"), /no chunk/);
  assert.throws(() => firstLoadFiles(manifest, ["_gone.js"]), /no entry/);
  assert.ok(gzipSize(Buffer.alloc(10_000)) < 200, "gzip shrinks repetitive bytes");
  assert.ok(!overBudget({ total: 10, budget: 10, files: [1, 2], maxFiles: 2 }), "at the budgets");
  assert.ok(overBudget({ total: 11, budget: 10, files: [1], maxFiles: 2 }), "over the bytes");
  assert.ok(overBudget({ total: 1, budget: 10, files: [1, 2, 3], maxFiles: 2 }), "over the files");
  const chunk = (file, imports = []) => ({ file, imports });
  assert.deepEqual(
    importCycles({ "index.html": chunk("e.js", ["_a.js"]), "_a.js": chunk("a.js") }),
    [],
  );
  assert.deepEqual(
    importCycles({ "_a.js": chunk("a.js", ["_b.js"]), "_b.js": chunk("b.js", ["_a.js"]) }),
    ["_a.js -> _b.js -> _a.js"],
  );
  const html =
    '<template id="app-scripts"><script src="/a/entry.js"></script></template>' +
    '<template id="home-scripts-guest"><link href="/a/landing.js"></template>' +
    '<template id="home-scripts-reader"><link href="/a/feed.js"></template><link href="/a/entry.css">';
  assert.deepEqual(htmlFiles(html, "guest"), ["a/entry.js", "a/landing.js", "a/entry.css"]);
  assert.deepEqual(htmlFiles(html, "reader"), ["a/entry.js", "a/feed.js", "a/entry.css"]);
}

/**
 * The JS and CSS that dist/index.html itself loads for a visitor (script, modulepreload and stylesheet links),
 * leaving out the templates of the home's chunks for other visitors.
 */
export function htmlFiles(html, home) {
  const own = html.replace(
    /<template id="home-scripts-(\w+)">[\s\S]*?<\/template>/g,
    (template, visitor) => (visitor === home ? template : ""),
  );
  const refs = [...own.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)];
  return refs.map((m) => m[1]);
}

/**
 * What the service worker precaches at install (every visitor's phone downloads it once, a guest's too), in bytes
 * on the wire: the Brotli copy the server sends where the build made one. A signed-in person's screens, the desk's
 * code, the barcode reader's, the Bangla texts, the Bengali fonts and the app's PNG icons are not in it
 * (scripts/precache-roles.ts).
 */
export const PRECACHE_BUDGET = 250 * KiB;

export function precache(dist = DIST) {
  const sw = readFileSync(path.join(dist, "sw.js"), "utf8");
  const urls = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]))];
  const wire = (url) => {
    const file = path.join(dist, url);
    return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
  };
  const total = urls.reduce((sum, url) => sum + wire(url), 0);
  const misplaced = urls.filter(
    (u) =>
      u.endsWith(".woff2") ||
      /\/(lend|stocktake|import|wasmDetector|FeedScreen|my-libraries|PostEditor)-/.test(u),
  );
  return { files: urls.length, total, misplaced };
}

/** Over a page's budget of bytes or of files. */
const overBudget = (r) => r.total > r.budget || r.files.length > r.maxFiles;

const readManifest = (dist) =>
  JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));

export function measure(dist = DIST) {
  const manifest = readManifest(dist);
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const cache = new Map();
  const sizeOf = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSize(readFileSync(path.join(dist, file))));
    return cache.get(file);
  };
  return PAGES.map((page) => {
    const keys = ["index.html", ...page.sources.map((s) => keyFor(manifest, s))];
    const files = [
      ...new Set([...htmlFiles(html, page.home), ...firstLoadFiles(manifest, keys)]),
    ].sort();
    return { ...page, ...totalSize(files, sizeOf) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  selfCheck();
  const results = measure();
  if (process.argv.includes("--json")) {
    console.log(
      JSON.stringify(results.map(({ name, budget, total }) => ({ name, budget, total }))),
    );
  } else {
    for (const r of results) {
      const fails = overBudget(r);
      console.log(
        `${fails ? "✘" : "✔"} ${r.name}: ${kib(r.total)} gzip JS+CSS at first load (budget ${kib(r.budget)}), ${r.files.length} files (at most ${r.maxFiles})`,
      );
      if (r.total > r.budget) console.log(`    over the budget by ${kib(r.total - r.budget)}`);
      if (fails || process.argv.includes("--verbose"))
        for (const f of r.files.slice(0, 12))
          console.log(`    ${kib(f.bytes).padStart(9)}  ${f.file}`);
    }
  }
  const cached = precache();
  const precacheFails = cached.total > PRECACHE_BUDGET || cached.misplaced.length > 0;
  console.log(
    `${precacheFails ? "✘" : "✔"} precache at install: ${kib(cached.total)} on the wire (budget ${kib(PRECACHE_BUDGET)}), ${cached.files} files`,
  );
  for (const url of cached.misplaced)
    console.log(
      `    a signed-in screen, the desk's, the barcode reader's or a font, precached: ${url}`,
    );
  const cycles = importCycles(readManifest(DIST));
  for (const cycle of cycles) console.log(`✘ chunks import each other: ${cycle}`);
  process.exitCode = results.some(overBudget) || precacheFails || cycles.length ? 1 : 0;
}
