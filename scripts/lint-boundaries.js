// Which folder of src/ and server/ may import which, checked on resolved paths (eslint-plugin-boundaries): an
// import is judged by the file it reaches, however its path is spelt. scripts/lint-boundaries.test.ts shows
// each rule failing on a deliberate violation. The finer rules of a layer stay in lint-layers.js.
import boundaries from "eslint-plugin-boundaries";

export const SRC = [
  "app",
  "api",
  "db",
  "features",
  "i18n",
  "lib",
  "online",
  "prerender",
  "routes",
  "session",
  "sync",
  "ui",
  "worker",
];
export const SERVER = ["auth", "db", "domain", "http", "routes", "serialize", "uploads"];
/** The test helpers' folders, outside the layers (tests are too). */
export const UNCHECKED = ["src/test", "server/test"];

/** A folder as an element: `src-<name>` or `server-<name>`. */
const element = (side, name) => ({
  type: `${side}-${name}`,
  pattern: `${side}/${name}`,
  partialMatch: false,
});

/** The app's services that screens use: page titles, route search schemas, the feed's picture, sign-in's start. */
const APP_SERVICES = ["title.ts", "search.ts", "feed-snapshot.ts", "sync-boot.ts"];

/** What each folder may import (values); every folder may import types from any of these and from itself. */
const ALLOWED = {
  "src-lib": [],
  "src-i18n": ["src-lib"],
  "src-session": ["src-lib"],
  "src-api": ["src-lib", "src-session"],
  "src-db": ["src-lib"],
  "src-sync": ["src-api", "src-db", "src-lib", "src-session", "src-i18n"],
  // Calls made only while online, never kept in the mirror nor queued (sign-in, reports, lookups).
  "src-online": ["src-api", "src-lib", "src-session"],
  // The service worker's parts (src/sw.ts is their entry); the session's keys name what the server reads too.
  "src-worker": ["src-lib", "src-session"],
  "src-ui": ["src-lib", "src-i18n"],
  "src-features": ["src-ui", "src-lib", "src-i18n", "src-session", "src-sync", "src-online"],
  "src-routes": [
    "src-features",
    "src-app",
    "src-session",
    "src-sync",
    "src-lib",
    "src-i18n",
    "src-ui",
  ],
  "src-app": [
    "src-features",
    "src-routes",
    "src-session",
    "src-sync",
    "src-lib",
    "src-i18n",
    "src-ui",
  ],
  "src-prerender": [
    "src-app",
    "src-api",
    "src-features",
    "src-i18n",
    "src-lib",
    "src-session",
    "src-sync",
  ],
  // The server shares with the app only what both must agree on: the API's record shapes (src/api/schemas),
  // pure rules (src/lib), the home page's render (src/prerender, src/app/home-boot) and the session's keys.
  "server-routes": [
    "server-domain",
    "server-http",
    "server-auth",
    "server-serialize",
    "server-uploads",
    "src-lib",
    "src-api",
  ],
  "server-domain": [
    "server-db",
    "server-serialize",
    "server-auth",
    "server-uploads",
    "src-lib",
    "src-api",
    "src-db",
  ],
  "server-http": [
    "server-auth",
    "server-db",
    "server-domain",
    "server-uploads",
    "src-lib",
    "src-prerender",
    "src-session",
    "src-app",
  ],
  "server-auth": ["server-db", "server-http", "src-lib"],
  "server-db": ["server-auth", "server-domain", "src-lib"],
  "server-serialize": ["server-db", "src-api"],
  "server-uploads": ["server-domain", "src-lib"],
};

/** Types may be read across every folder but these: the kit and the pure helpers know no screen or shell. */
const NO_TYPES_FROM = {
  "src-lib": ["src-features", "src-app", "src-routes"],
  "src-ui": ["src-features", "src-app", "src-routes"],
};

const typeOf = (t) => ({ element: { type: t } });
const anyOf = (types) => ({ element: { types: { anyOf: types } } });

const policies = [
  ...Object.entries(ALLOWED).map(([from, to]) => ({
    from: typeOf(from),
    allow: { to: anyOf(to), dependency: { kind: "value" } },
  })),
  ...Object.keys(ALLOWED).map((from) => ({
    from: typeOf(from),
    allow: {
      to: anyOf(Object.keys(ALLOWED).filter((t) => !(NO_TYPES_FROM[from] ?? []).includes(t))),
      dependency: { kind: "type" },
    },
  })),
  // Screens reach the shell only for its services (the rest of src/app renders them).
  {
    from: typeOf("src-features"),
    allow: {
      to: { element: { type: "src-app", fileInternalPath: APP_SERVICES } },
      dependency: { kind: "value" },
    },
  },
];

export const boundaryRules = [
  {
    files: [
      ...SRC.map((d) => `src/${d}/**/*.{ts,tsx}`),
      ...SERVER.map((d) => `server/${d}/**/*.ts`),
    ],
    ignores: ["**/*.test.{ts,tsx}", "**/*.test-util.{ts,tsx}", "server/test/**"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        ...SRC.map((d) => element("src", d)),
        ...SERVER.map((d) => element("server", d)),
      ],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies,
        },
      ],
    },
  },
];
