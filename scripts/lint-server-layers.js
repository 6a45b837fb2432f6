// The server's import rules, checked on resolved paths: routes reach the database only through
// server/domain, and server code imports from src/ only the shared modules listed here.
// (scripts/lint-server-layers.test.ts shows each rule failing on a deliberate violation.)
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * The modules of src/ the server shares (repository paths without extension); each is plain
 * TypeScript with no browser or mirror state: the wire's resource shape, the rules both sides
 * apply to usernames, phone numbers, ISBNs, images, search text, shared content and loans overdue, the home
 * page's cookie names and boot script, and the prerender entry the home page is drawn with.
 */
export const SHARED_WITH_SERVER = [
  "src/api/schemas/resource",
  "src/app/home-boot",
  "src/db/normalise",
  "src/lib/imageTypes",
  "src/lib/isbn",
  "src/lib/overdue",
  "src/lib/phone",
  "src/lib/phoneticKey",
  "src/lib/shared-content",
  "src/lib/usernames",
  "src/prerender/*",
  "src/session/session-keys",
];

const shared = (target) =>
  SHARED_WITH_SERVER.some((entry) =>
    entry.endsWith("/*") ? path.posix.dirname(target) === entry.slice(0, -2) : target === entry,
  );

/** The import's target as a repository path without extension, or null for a package. */
function resolve(filename, source) {
  if (!source.startsWith(".")) return null;
  const abs = path.resolve(path.dirname(filename), source);
  return path
    .relative(ROOT, abs)
    .split(path.sep)
    .join("/")
    .replace(/\.(js|ts|tsx)$/, "");
}

/** Whether the import declaration or re-export brings in types only. */
const typeOnly = (node) =>
  node.importKind === "type" ||
  node.exportKind === "type" ||
  (node.type === "ImportDeclaration" &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.importKind === "type"));

const serverImports = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      database:
        "server/routes do not query the database ({{target}}): call server/domain, which holds the queries.",
      src: "server/ imports from src/ only the shared modules listed in scripts/lint-server-layers.js ({{target}} is not one).",
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    const inRoutes = file.startsWith("server/routes/");
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const target = resolve(context.filename, source);
      if (inRoutes) {
        const drizzle = source === "drizzle-orm" || source.startsWith("drizzle-orm/");
        const schema = target !== null && /^server\/db\/schema(\/|$)/.test(target);
        // The handle's type (`Db`) may be named; its query builder may not be used.
        const db = target !== null && target.startsWith("server/db/") && !typeOnly(node);
        if (drizzle || schema || db)
          return context.report({ node, messageId: "database", data: { target: source } });
      }
      if (target !== null && target.startsWith("src/") && !shared(target))
        context.report({ node, messageId: "src", data: { target } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const serverLayerRules = [
  {
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts", "server/test/**"],
    plugins: { "server-layers": { rules: { imports: serverImports } } },
    rules: { "server-layers/imports": "error" },
  },
];
