// The split of the build's files by role: what the entries reach without a signed-in screen is the guest's (the
// precache), what they reach without a desk route the signed-in person's, the rest the desk's.
import { describe, expect, it } from "vitest";
import {
  BANGLA_MODULE,
  guestFiles,
  guestsPrecache,
  SIGNED_IN_MODULE,
  staffOnlyFiles,
  STAFF_ROUTE,
  type BuiltChunk,
} from "./precache-roles";

const chunk = (fileName: string, over: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  files: [],
  moduleIds: [],
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

describe("guestFiles", () => {
  // The entry loads on demand the landing and courses (a guest's) and the feed (a reader's, in a chunk with the
  // posts' list); courses' chunk imports the local database's, which the feed's imports too.
  const onDemand: Record<string, string[]> = {
    "/app/src/main.tsx": [
      "/app/src/Landing.tsx",
      "/app/src/Courses.tsx",
      "/app/src/features/feed/FeedScreen.tsx",
    ],
    "/app/src/features/feed/FeedScreen.tsx": ["/app/src/Later.tsx"],
  };
  const build = [
    chunk("index.js", {
      isEntry: true,
      moduleIds: ["/app/index.html", "/app/src/main.tsx"],
      dynamicImports: ["landing.js", "courses.js", "feed.js"],
    }),
    chunk("landing.js", { moduleIds: ["/app/src/Landing.tsx"], files: ["landing.css"] }),
    chunk("courses.js", { moduleIds: ["/app/src/Courses.tsx"], imports: ["data.js"] }),
    chunk("data.js", { moduleIds: ["/app/src/db.ts"] }),
    chunk("feed.js", {
      moduleIds: ["/app/src/features/feed/FeedScreen.tsx", "/app/src/Posts.tsx"],
      imports: ["data.js"],
      dynamicImports: ["later.js"],
      files: ["feed.css"],
    }),
    chunk("later.js", { moduleIds: ["/app/src/Later.tsx"] }),
  ];
  const dynamicImportsOf = (id: string) => onDemand[id] ?? [];
  const isLater = (id: string) => SIGNED_IN_MODULE.test(id);

  it("is what the entry loads without a signed-in screen, with its imports and stylesheets", () => {
    expect(guestFiles(build, dynamicImportsOf, isLater)).toEqual([
      "courses.js",
      "data.js",
      "index.js",
      "landing.css",
      "landing.js",
    ]);
  });

  it("holds a chunk a guest's module loads on demand, though that module is not its facade", () => {
    const posts: Record<string, string[]> = {
      ...onDemand,
      "/app/src/Landing.tsx": ["/app/src/Posts.tsx"],
    };
    const files = guestFiles(build, (id) => posts[id] ?? [], isLater);
    expect(files).toContain("feed.js");
    expect(files).toContain("feed.css");
    // What the chunk's signed-in module loads on demand is still for later.
    expect(files).not.toContain("later.js");
  });

  it("is everything when nothing is for later", () => {
    expect(guestFiles(build, dynamicImportsOf, () => false)).toContain("later.js");
  });
});

describe("SIGNED_IN_MODULE", () => {
  it("is the signed-in routes, the reader's feed and the lazy parts of the signed-in shell", () => {
    for (const id of [
      `${ROUTES}/libraries/my-libraries.tsx?tsr-split=component`,
      `${ROUTES}/users/$id.tsx?tsr-split=component`,
      "/app/src/features/feed/FeedScreen.tsx",
      "/app/src/features/posts/PostEditor.tsx",
      "/app/src/features/sync/SyncIndicator.tsx",
      "/app/src/sync/bootstrap.ts",
      "/app/node_modules/browser-image-compression/dist/browser-image-compression.mjs",
    ])
      expect(SIGNED_IN_MODULE.test(id), id).toBe(true);
  });

  it("is not a guest's screen", () => {
    for (const id of [
      "/app/src/routes/courses/index.tsx?tsr-split=component",
      "/app/src/routes/login.tsx?tsr-split=component",
      "/app/src/routes/_auth.tsx",
      "/app/src/features/marketing/LandingScreen.tsx",
      "/app/src/features/posts/PostCard.tsx",
      "/app/src/sync/courses.ts",
    ])
      expect(SIGNED_IN_MODULE.test(id), id).toBe(false);
  });
});

describe("BANGLA_MODULE", () => {
  // The entry loads the Bangla catalogue and its relative-time words on demand, each in a chunk of its own.
  const build = [
    chunk("index.js", {
      isEntry: true,
      moduleIds: ["/app/src/main.tsx", "/app/src/i18n/activate.ts"],
      dynamicImports: ["messages.js", "relative-time-bn.js", "courses.js"],
    }),
    chunk("messages.js", {
      facadeModuleId: "/app/locales/bn/messages.po",
      moduleIds: ["/app/locales/bn/messages.po"],
    }),
    chunk("relative-time-bn.js", {
      facadeModuleId: "/app/src/i18n/relative-time-bn.ts",
      moduleIds: ["/app/src/i18n/relative-time-bn.ts"],
    }),
    chunk("courses.js", { moduleIds: ["/app/src/Courses.tsx"] }),
  ];
  const onDemand: Record<string, string[]> = {
    "/app/src/i18n/activate.ts": [
      "/app/locales/bn/messages.po",
      "/app/src/i18n/relative-time-bn.ts",
    ],
    "/app/src/main.tsx": ["/app/src/Courses.tsx"],
  };
  const isBangla = (id: string) => BANGLA_MODULE.test(id);

  it("leaves the Bangla texts out of a guest's files and names them as their own role's", () => {
    expect(guestFiles(build, (id) => onDemand[id] ?? [], isBangla)).toEqual([
      "courses.js",
      "index.js",
    ]);
    expect(staffOnlyFiles(build, isBangla)).toEqual(["messages.js", "relative-time-bn.js"]);
  });

  it("is the Bangla catalogue and relative-time words, not the English texts or the i18n code", () => {
    expect(BANGLA_MODULE.test("/app/locales/en/messages.po")).toBe(false);
    expect(BANGLA_MODULE.test("/app/src/i18n/relative-time.ts")).toBe(false);
    expect(BANGLA_MODULE.test("/app/src/i18n/english.ts")).toBe(false);
  });
});

describe("guestsPrecache", () => {
  it("drops the Bengali fonts from the precache list", () => {
    const entries = [{ url: "index.html" }, { url: "assets/noto-sans-bengali-400-x.woff2" }];
    expect(guestsPrecache(entries).manifest).toEqual([{ url: "index.html" }]);
  });
});
