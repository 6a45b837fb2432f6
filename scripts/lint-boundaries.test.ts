// Each folder boundary refuses a deliberate violation, however its path is spelt, and lets allowed imports by.
import { readdirSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { SERVER, SRC, UNCHECKED } from "./lint-boundaries.js";

const eslint = new ESLint();

/** The boundary rule's messages for `code` linted as if it were the file at `filePath`. */
async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "boundaries/dependencies")
    .map((m) => m.message);
}

const uses = (what: string, from: string) => `import { ${what} } from "${from}";\nvoid ${what};\n`;

describe("folder boundaries on resolved paths", () => {
  it("refuse a route's mirror write however the path is spelt", async () => {
    for (const from of ["../../db", "../../app/../db", "../../../src/db"])
      expect(await refusals(uses("mirror", from), "src/routes/a/Example.tsx")).toEqual([
        expect.stringContaining('"src-routes" to elements of type "src-db"'),
      ]);
    expect(await refusals(uses("mirror", "../db"), "src/app/Example.ts")).toHaveLength(1);
  });

  it("let screens read the API's and the mirror's types, never their values", async () => {
    const file = "src/features/posts/Example.ts";
    expect(await refusals('import type { PostRow } from "../../db";\n', file)).toEqual([]);
    expect(await refusals(uses("mirror", "../../db"), file)).toHaveLength(1);
    expect(await refusals(uses("fetchLikes", "../../api/likes"), file)).toHaveLength(1);
    expect(await refusals(uses("toggleLike", "../../sync"), file)).toEqual([]);
  });

  it("let screens make online-only calls, which never reach the mirror or the sync engine", async () => {
    expect(
      await refusals(uses("fetchLikes", "../../online/lookups"), "src/features/posts/Example.ts"),
    ).toEqual([]);
    for (const from of ["../db", "../sync"])
      expect(await refusals(uses("mirror", from), "src/online/Example.ts")).toEqual([
        expect.stringContaining('"src-online" to elements of type'),
      ]);
  });

  it("cover every folder of src and server (a new one must be given its place)", () => {
    const folders = (side: string) =>
      readdirSync(side, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${side}/${entry.name}`)
        .filter((folder) => !UNCHECKED.includes(folder))
        .sort();
    expect(folders("src")).toEqual(SRC.map((d) => `src/${d}`).sort());
    expect(folders("server")).toEqual(SERVER.map((d) => `server/${d}`).sort());
  });

  it("let screens use the shell's services but not the shell", async () => {
    const file = "src/features/posts/Example.ts";
    expect(await refusals(uses("useDocumentTitle", "../../app/title"), file)).toEqual([]);
    expect(await refusals(uses("TopBar", "../../app/shell/TopBar"), file)).toEqual([
      expect.stringContaining('"src-features" to elements of type "src-app"'),
    ]);
  });

  it("keep the kit and the data layers below the screens", async () => {
    expect(
      await refusals(uses("PostCard", "../features/posts/PostCard"), "src/ui/X.tsx"),
    ).toHaveLength(1);
    expect(await refusals(uses("App", "../app/App"), "src/sync/X.ts")).toHaveLength(1);
    expect(await refusals(uses("useFeed", "../sync"), "src/api/X.ts")).toHaveLength(1);
    expect(await refusals(uses("Button", "../ui/Button"), "src/lib/X.ts")).toHaveLength(1);
  });

  it("keep server routes off the database and the domain off HTTP", async () => {
    expect(await refusals(uses("users", "../db/schema"), "server/routes/X.ts")).toEqual([
      expect.stringContaining('"server-routes" to elements of type "server-db"'),
    ]);
    expect(await refusals(uses("HttpError", "../http/errors"), "server/domain/X.ts")).toHaveLength(
      1,
    );
    expect(await refusals(uses("listPosts", "../domain/posts"), "server/routes/X.ts")).toEqual([]);
  });

  it("let the server share only the agreed parts of src/", async () => {
    expect(
      await refusals(uses("FeedScreen", "../../src/features/feed/FeedScreen"), "server/http/X.ts"),
    ).toHaveLength(1);
    expect(await refusals(uses("mirror", "../../src/db"), "server/routes/X.ts")).toHaveLength(1);
    expect(await refusals(uses("toIsbn13", "../../src/lib/isbn"), "server/routes/X.ts")).toEqual(
      [],
    );
  });
});
