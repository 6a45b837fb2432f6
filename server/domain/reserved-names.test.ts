// A library's handle is its page at /{name}: no handle may take a path of the app's own screens.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RESERVED_NAMES } from "./library-input";

const ROUTES = path.resolve(import.meta.dirname, "../../src/routes");

/** The first path segment of every screen: route files and folders, through pathless `_layout` folders. */
function firstSegments(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = entry.name.replace(/\.tsx?$/, "");
    if (entry.isDirectory() && name.startsWith("_")) return firstSegments(path.join(dir, name));
    if (name.startsWith("_") || name.startsWith("$") || name === "index") return [];
    return [name];
  });
}

describe("reserved library names", () => {
  it("include every top-level path of the app", () => {
    const segments = firstSegments(ROUTES);
    expect(segments).toContain("desk");
    expect(segments.filter((s) => !RESERVED_NAMES.has(s))).toEqual([]);
  });
});
