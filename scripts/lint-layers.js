// The layers' import rules: screens reach the server and the mirror only through src/sync.
// (scripts/lint-layers.test.ts shows each rule failing on a deliberate violation.)

const rule = "@typescript-eslint/no-restricted-imports";
const tests = ["src/**/*.test.{ts,tsx}", "src/**/*.test-util.{ts,tsx}", "src/test/**"];

/** A relative import of the top-level folder `dir` of src (any depth of `../`). */
const into = (dir) => `^(\\.\\./)+${dir}(/.*)?$`;

export const layerRules = [
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
