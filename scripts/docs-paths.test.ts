// The documents name only paths that exist: every `src/…`, `server/…` (and the other top folders) in code
// spans, every file named at the root, and every relative link, in docs/ and the README.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const TOP = ["src", "server", "scripts", "tests", "docs", "locales", "bench", "public", ".ci"];
const ROOT_FILES = /^[\w.-]+\.(ts|js|mjs|json|md)$/;

/** The repository paths a Markdown text names: code spans starting at a top folder, root files, links. */
export function namedPaths(markdown: string, docDir: string): string[] {
  const named = new Set<string>();
  for (const [, span] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const clean = span!.replace(/[#:?].*$/, "").replace(/[.,;)]+$/, "");
    const top = clean.split("/")[0]!;
    if (TOP.includes(top) && clean.includes("/") && !clean.includes("*") && !clean.includes("<"))
      named.add(clean.replace(/\/$/, ""));
    else if (ROOT_FILES.test(clean) && existsSync(path.join(ROOT, clean))) named.add(clean);
  }
  for (const [, link] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(link!) || link!.startsWith("#")) continue;
    named.add(path.relative(ROOT, path.join(ROOT, docDir, link!.replace(/#.*$/, ""))));
  }
  return [...named].sort();
}

const DOCS = [
  "README.md",
  "SECURITY.md",
  "src/sync/README.md",
  "tests/e2e/README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

describe("paths the documents name", () => {
  it.each(DOCS)("all exist in %s", (doc) => {
    const named = namedPaths(readFileSync(path.join(ROOT, doc), "utf8"), path.dirname(doc));
    expect(named.filter((p) => !existsSync(path.join(ROOT, p)))).toEqual([]);
  });

  it("read the map's paths (a reader that found none would pass anything)", () => {
    const map = readFileSync(path.join(ROOT, "docs/ARCHITECTURE.md"), "utf8");
    expect(namedPaths(map, "docs").length).toBeGreaterThan(50);
  });

  it("finds a path that is gone", () => {
    const text = "See `src/sync/no-such-module.ts` and [the map](ARCHITECTURE.md).";
    const named = namedPaths(text, "docs");
    expect(named).toEqual(["docs/ARCHITECTURE.md", "src/sync/no-such-module.ts"]);
    expect(named.filter((p) => !existsSync(path.join(ROOT, p)))).toEqual([
      "src/sync/no-such-module.ts",
    ]);
  });

  it("keeps the architecture a newcomer's hour: at most 250 lines", () => {
    const lines = readFileSync(path.join(ROOT, "docs/ARCHITECTURE.md"), "utf8").split("\n");
    expect(lines.length).toBeLessThanOrEqual(250);
  });
});
