// Lint rules: TypeScript, React hooks, Lingui (no untranslated text in the app's screens), and layers.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import pluginLingui from "eslint-plugin-lingui";
import { layerRules } from "./scripts/lint-layers.js";
import { serverLayerRules } from "./scripts/lint-server-layers.js";
import { boundaryRules } from "./scripts/lint-boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-ssr",
      "dist-server",
      "dev-dist",
      "data",
      "node_modules",
      "coverage",
      "src/routeTree.gen.ts",
      "locales/**/*.ts",
      "locales/**/*.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts (scripts/*.mjs): Node's globals.
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: {
      globals: Object.fromEntries(
        [
          "AbortController",
          "AbortSignal",
          "Buffer",
          "URL",
          "clearInterval",
          "clearTimeout",
          "console",
          "fetch",
          "process",
          "setInterval",
          "setTimeout",
        ].map((name) => [name, "readonly"]),
      ),
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // The server's rules (server/domain) know nothing of requests: server/http answers for them
    // (scripts/lint-domain-imports.test.ts shows this refuses an import).
    files: ["server/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "hono", message: "server/domain does not handle requests; server/http does." },
          ],
          patterns: [
            {
              regex: "^\\.{1,2}/(?:.*/)?http(?:/|$)",
              message:
                "server/domain does not import server/http: throw a DomainError (domain/errors.ts), which http/errors.ts answers.",
            },
            {
              regex: "^hono/",
              message: "server/domain does not handle requests; server/http does.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/test/**", "src/sw.ts"],
    ...pluginLingui.configs["flat/recommended"],
  },
  {
    files: ["src/**/*.tsx"],
    ignores: ["src/**/*.test.tsx"],
    plugins: { lingui: pluginLingui },
    rules: {
      "lingui/no-unlocalized-strings": [
        "error",
        {
          ignore: ["^(?![A-Z])\\S+$", "^[A-Z0-9_-]+$", "^[^\\p{L}]*$"],
          ignoreNames: [
            { regex: { pattern: "className", flags: "i" } },
            { regex: { pattern: "^[A-Z0-9_-]+$" } },
            { regex: { pattern: "^(aria-(?!label|description)|data-)" } },
            "style",
            "src",
            "srcSet",
            "href",
            "to",
            "type",
            "id",
            "key",
            "name",
            "role",
            "rel",
            "target",
            "width",
            "height",
            "viewBox",
            "d",
            "fill",
            "stroke",
            "sizes",
            "loading",
            "decoding",
            "autoComplete",
            "inputMode",
            "pattern",
            "accept",
            "method",
            "allow",
            "sandbox",
            "referrerPolicy",
            "lang",
            "dir",
            "displayName",
          ],
          ignoreFunctions: [
            "Error",
            "TypeError",
            "console.*",
            "*.addEventListener",
            "*.removeEventListener",
            "*.postMessage",
            "*.getElementById",
            "*.querySelector",
            "*.querySelectorAll",
            "*.setAttribute",
            "*.includes",
            "*.startsWith",
            "*.endsWith",
            "*.indexOf",
            "*.split",
            "*.join",
            "*.get",
            "*.set",
            "*.has",
            "*.delete",
            "redirect",
            "createFileRoute",
            "createLazyFileRoute",
            "useNavigate",
            "navigate",
            "Intl.*",
            "new Intl.*",
          ],
          useTsTypes: false,
        },
      ],
    },
  },
  ...layerRules,
  ...serverLayerRules,
  ...boundaryRules,
);
