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

/** The engine rule's messages for `code` linted as if it were the file at `filePath`. */
async function engineErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "layers/engine-index-only")
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

  it("let code outside src/sync/engine import the engine through its index only", async () => {
    const feature = "src/features/posts/Example.ts";
    for (const code of [
      'import { enqueue } from "../../sync/engine/outbox";\n',
      'import { enqueue } from "../../sync/engine/outbox.ts";\n',
      'import type { MutationKind } from "../../sync/engine/kind";\n',
      'export { replayNow } from "../../sync/engine/scheduler";\n',
      'const replay = () => import("../../sync/engine/replay");\n',
      'type Row = import("../../sync/engine/outboxView").MutationStateOf;\n',
      // The path is resolved: a detour through the index's folder is still a deep import.
      'import { enqueue } from "../../sync/engine/../engine/outbox";\n',
      'import { enqueue } from "../../sync/../sync/engine/./outbox";\n',
    ])
      expect(await engineErrors(code, feature)).toEqual([
        expect.stringContaining("through src/sync/engine/index.ts"),
      ]);
    // The rest of src/sync, tests and the service worker are held too.
    expect(
      await engineErrors('import { remapQueued } from "../engine/remap";\n', "src/sync/kinds/x.ts"),
    ).toHaveLength(1);
    expect(
      await engineErrors('import { freshMirror } from "./engine/replay";\n', "src/sync/x.test.ts"),
    ).toHaveLength(1);
    expect(
      await engineErrors(
        'import { replayInWorker } from "./sync/engine/worker-replay";\n',
        "src/sw.ts",
      ),
    ).toHaveLength(1);
    for (const code of [
      'import { enqueue } from "../../sync/engine";\n',
      'import { enqueue } from "../../sync/engine/";\n',
      'import { enqueue } from "../../sync/engine/index";\n',
      'import { enqueue } from "../../sync/engine/index.ts";\n',
      'import { toggleLike } from "../../sync";\n',
      // A name that only starts like the folder is not in it.
      'import { x } from "../../sync/engineRoom";\n',
    ])
      expect(await engineErrors(code, feature)).toEqual([]);
    // Inside the engine its modules import each other.
    expect(
      await engineErrors('import { kindOf } from "./registry";\n', "src/sync/engine/outbox.ts"),
    ).toEqual([]);
  });
});
