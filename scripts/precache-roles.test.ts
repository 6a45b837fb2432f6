// The split of the build's files by role: what the entries reach without a desk route is the reader's; the rest,
// the desk's.
import { describe, expect, it } from "vitest";
import { readersPrecache, staffOnlyFiles, STAFF_ROUTE, type BuiltChunk } from "./precache-roles";

const chunk = (fileName: string, over: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  files: [],
  ...over,
});
const ROUTES = "/app/src/routes/_auth";

describe("staffOnlyFiles", () => {
  const build = [
    chunk("index.js", { isEntry: true, dynamicImports: ["feed.js", "lend.js", "chooser.js"] }),
    chunk("feed.js", {
      facadeModuleId: "/app/src/features/feed/FeedScreen.tsx",
      imports: ["kit.js"],
      files: ["feed.css"],
    }),
    chunk("kit.js", { files: ["kit.css"] }),
    chunk("lend.js", {
      facadeModuleId: `${ROUTES}/libraries/$id/desk/lend.tsx?tsr-split=component`,
      imports: ["kit.js", "desk.js"],
      dynamicImports: ["csv.js"],
      files: ["desk.css", "kit.css", "logo.png"],
    }),
    chunk("desk.js"),
    chunk("csv.js"),
    chunk("chooser.js", {
      facadeModuleId: `${ROUTES}/desk.tsx?tsr-split=component`,
      imports: ["desk.js"],
    }),
  ];
  const isStaff = (id: string) => STAFF_ROUTE.test(id);

  it("leaves to the desk what only its routes reach, with their stylesheets and files", () => {
    expect(staffOnlyFiles(build, isStaff)).toEqual([
      "chooser.js",
      "csv.js",
      "desk.css",
      "desk.js",
      "lend.js",
      "logo.png",
    ]);
  });

  it("keeps with the reader a chunk a reader's screen reaches too", () => {
    const shared = build.map((c) =>
      c.fileName === "feed.js" ? { ...c, imports: [...c.imports, "desk.js"] } : c,
    );
    expect(staffOnlyFiles(shared, isStaff)).not.toContain("desk.js");
    expect(staffOnlyFiles(shared, isStaff)).toContain("lend.js");
  });

  it("names no file when no route is the desk's", () => {
    expect(staffOnlyFiles(build, () => false)).toEqual([]);
  });
});

describe("STAFF_ROUTE", () => {
  it("is the desk chooser and every page under a library's desk, not the library's other pages", () => {
    expect(STAFF_ROUTE.test(`${ROUTES}/desk.tsx?tsr-split=component`)).toBe(true);
    expect(STAFF_ROUTE.test(`${ROUTES}/libraries/$id/desk/labels/books.tsx`)).toBe(true);
    expect(STAFF_ROUTE.test(`${ROUTES}/libraries/$id/about.tsx?tsr-split=component`)).toBe(false);
    expect(STAFF_ROUTE.test(`${ROUTES}/libraries/my-libraries.tsx`)).toBe(false);
  });
});

describe("readersPrecache", () => {
  it("drops the Bengali fonts from the precache list", () => {
    const entries = [{ url: "index.html" }, { url: "assets/noto-sans-bengali-400-x.woff2" }];
    expect(readersPrecache(entries).manifest).toEqual([{ url: "index.html" }]);
  });
});
