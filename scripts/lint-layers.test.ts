// Each layer rule fails on a deliberate violation and lets the allowed import through.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The layer rule's messages for `code` linted as if it were the file at `filePath`. */
async function layerErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((m) => m.message);
}

describe("layer rules", () => {
  it("let features import src/api and src/db for types only", async () => {
    const file = "src/features/posts/Example.ts";
    expect(await layerErrors('import { fetchLikes } from "../../api/likes";\n', file)).toEqual([
      expect.stringContaining("for types only"),
    ]);
    expect(await layerErrors('import { mirror } from "../../db";\n', file)).toHaveLength(1);
    expect(
      await layerErrors('import { mirror } from "../../../db";\n', "src/features/a/b/C.ts"),
    ).toHaveLength(1);
    expect(await layerErrors('import type { PostRow } from "../../db";\n', file)).toEqual([]);
    expect(await layerErrors('import { type Post } from "../../api/schemas";\n', file)).toEqual([]);
    expect(await layerErrors('import { toggleLike } from "../../sync";\n', file)).toEqual([]);
  });

  it("hold every feature file, with no exceptions by name", async () => {
    // These once read the mirror or called the API themselves.
    for (const file of [
      "src/features/libraries/hooks.ts",
      "src/features/auth/signIn.ts",
      "src/features/profile/EditProfileScreen.tsx",
    ])
      expect(await layerErrors('import { mirror } from "../../db";\n', file)).toHaveLength(1);
  });

  it("keep the UI kit from importing features", async () => {
    const code = 'import { PostCard } from "../features/posts/PostCard";\n';
    expect(await layerErrors(code, "src/ui/Example.tsx")).toEqual([
      expect.stringContaining("does not import features"),
    ]);
    expect(await layerErrors('import { Button } from "./Button";\n', "src/ui/Example.tsx")).toEqual(
      [],
    );
  });

  it("keep the UI kit off src/app and the data layers", async () => {
    for (const code of [
      'import { useOnline } from "../app/pwa/useOnline";\n',
      'import { isApiError } from "../api/errors";\n',
      'import { mirror } from "../db";\n',
      'import { useFeed } from "../sync";\n',
    ])
      expect(await layerErrors(code, "src/ui/Example.tsx")).toEqual([
        expect.stringContaining("data layers"),
      ]);
    expect(
      await layerErrors('import { useOnline } from "../lib/useOnline";\n', "src/ui/Example.tsx"),
    ).toEqual([]);
  });

  it("keep src/api and src/sync from importing src/app", async () => {
    const code = 'import { router } from "../app/router";\n';
    for (const file of ["src/api/example.ts", "src/sync/example.ts"])
      expect(await layerErrors(code, file)).toEqual([expect.stringContaining("src/session")]);
    expect(
      await layerErrors('import { useSession } from "../../app/session";\n', "src/sync/a/b.ts"),
    ).toHaveLength(1);
    expect(
      await layerErrors('import { useSession } from "../session/session";\n', "src/sync/b.ts"),
    ).toEqual([]);
  });
});
