// The layers' import rules: screens reach the server and the mirror only through src/sync.
// (scripts/lint-layers.test.ts shows each rule failing on a deliberate violation.)

import path from "node:path";

const rule = "@typescript-eslint/no-restricted-imports";

/** The sync engine's folder and its one public module, as absolute paths without extension. */
const ENGINE = path.resolve(import.meta.dirname, "../src/sync/engine");
const ENGINE_INDEX = path.join(ENGINE, "index");

/**
 * Code outside src/sync/engine reaches it only through its index. The import is resolved against the file's
 * folder first, so `../engine/../engine/outbox` and the like are held to what they name.
 */
const engineIndexOnly = {
  meta: {
    type: "problem",
    messages: {
      deep: "Import the sync engine through src/sync/engine/index.ts, not {{target}}.",
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (file.startsWith(ENGINE + path.sep)) return {};
    const check = (source) => {
      if (!source || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const target = path.resolve(path.dirname(file), source.value).replace(/\.(tsx?|m?js)$/, "");
      if (!target.startsWith(ENGINE + path.sep) || target === ENGINE_INDEX) return;
      context.report({
        node: source,
        messageId: "deep",
        data: { target: path.relative(path.dirname(ENGINE), target) },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
    };
  },
};

/** The layer rules that need more than a pattern over the import's text. */
export const layersPlugin = { rules: { "engine-index-only": engineIndexOnly } };
const tests = ["src/**/*.test.{ts,tsx}", "src/**/*.test-util.{ts,tsx}", "src/test/**"];

/** A relative import of the top-level folder `dir` of src (any depth of `../`). */
const into = (dir) => `^(\\.\\./)+${dir}(/.*)?$`;

export const layerRules = [
  {
    // The sync engine's modules are its own: everything else, tests included, imports its index.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { layers: layersPlugin },
    rules: { "layers/engine-index-only": "error" },
  },
  {
    // Features read the mirror through hooks and write through actions, both in src/sync.
    files: ["src/features/**/*.{ts,tsx}"],
    ignores: tests,
    rules: {
      [rule]: [
        "error",
        {
          patterns: [
            {
              regex: into("(api|db)"),
              allowTypeImports: true,
              message:
                "Features import src/api and src/db for types only: call src/sync (actions, pulls, hooks) or src/online (calls never kept).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/ui/**/*.{ts,tsx}"],
    ignores: tests,
    rules: {
      [rule]: [
        "error",
        {
          patterns: [
            { regex: into("features"), message: "The UI kit does not import features." },
            {
              regex: into("(app|api|db|sync)"),
              message:
                "The UI kit does not import src/app or the data layers (api, db, sync); shared helpers live in src/lib.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/api/**/*.{ts,tsx}", "src/sync/**/*.{ts,tsx}"],
    ignores: tests,
    rules: {
      [rule]: [
        "error",
        {
          patterns: [
            {
              regex: into("app"),
              message:
                "src/api and src/sync do not import src/app (the session is in src/session).",
            },
          ],
        },
      ],
    },
  },
];
