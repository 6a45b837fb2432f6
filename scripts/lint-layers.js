// The layers' import rules: screens reach the server and the mirror only through src/sync.
// (scripts/lint-layers.test.ts shows each rule failing on a deliberate violation.)

const rule = "@typescript-eslint/no-restricted-imports";
const tests = ["src/**/*.test.{ts,tsx}", "src/**/*.test-util.{ts,tsx}", "src/test/**"];

/**
 * Feature files that still reach src/api or src/db at run time: the online-only auth calls and
 * schemas, the API reference page, follower and like lists and reports (read online, never kept),
 * the profile save state and the library pages' own mirror reads. Every other feature file is held
 * to the rule.
 */
const directAccess = [
  "src/features/libraries/MyLibrariesScreen.tsx",
  "src/features/libraries/hooks.ts",
  "src/features/libraries/localSearch.ts",
  "src/features/libraries/useListQuery.ts",
];

/** A relative import of the top-level folder `dir` of src (any depth of `../`). */
const into = (dir) => `^(\\.\\./)+${dir}(/.*)?$`;

export const layerRules = [
  {
    // Features read the mirror through hooks and write through actions, both in src/sync.
    files: ["src/features/**/*.{ts,tsx}"],
    ignores: [...tests, ...directAccess],
    rules: {
      [rule]: [
        "error",
        {
          patterns: [
            {
              regex: into("(api|db)"),
              allowTypeImports: true,
              message:
                "Features import src/api and src/db for types only: call src/sync (actions, pulls, hooks).",
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
