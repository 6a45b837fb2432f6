// A full disk: writes answer 507 saying the server is out of space, and the log says so once.
import path from "node:path";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { isOutOfSpace, OUT_OF_SPACE } from "../http/out-of-space";
import {
  callAt,
  pngForm,
  signUp,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
} from "./support/server-process";

const FS_FAULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "support/fs-faults.ts");
const LOG_LINE = "The server is out of storage space; writes answer 507";

describe("what counts as a full disk", () => {
  it("ENOSPC and PostgreSQL's disk_full (53100) through Drizzle's wrapping, nothing else", () => {
    const wrapped = (cause: unknown) => Object.assign(new Error("Failed query"), { cause });
    expect(isOutOfSpace(Object.assign(new Error("write"), { code: "ENOSPC" }))).toBe(true);
    expect(
      isOutOfSpace(wrapped(Object.assign(new Error("could not extend file"), { code: "53100" }))),
    ).toBe(true);
    expect(
      isOutOfSpace(wrapped(new Error('could not extend file "base/5/1": No space left on device'))),
    ).toBe(true);
    expect(isOutOfSpace(wrapped(Object.assign(new Error("duplicate"), { code: "23505" })))).toBe(
      false,
    );
    expect(isOutOfSpace(new Error("Server error"))).toBe(false);
  });
});

describe("uploads on a full disk", () => {
  const dataDir = tempDataDir();
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "answer 507 with a message, logged once until a write succeeds again",
    { timeout: 300_000 },
    async () => {
      server = await startServerProcess(dataDir, {
        env: { FS_FAULT: "full", FS_FAULT_DIR: path.join(dataDir, "uploads") },
        imports: [FS_FAULTS],
      });
      const reader = await signUp(server.url);
      const upload = (key?: string) =>
        callAt(server!.url, "/api/users/upload-own-photo", {
          token: reader.token,
          body: pngForm("photo"),
          key,
        });
      const logged = () => server!.output().split(LOG_LINE).length - 1;

      const answers = [await upload(), await upload("full-1")];
      for (const answer of answers) {
        expect(answer.status).toBe(507);
        expect(answer.body).toEqual({ message: OUT_OF_SPACE });
        expect(answer.headers.get("retry-after")).toBe("60");
      }
      expect(logged()).toBe(1);
      expect(server.output()).toContain("ENOSPC");
      // Nothing was stored under the key: the same send is tried again, not answered from memory.
      const again = await upload("full-1");
      expect(again.status).toBe(507);
      expect(again.headers.get("idempotent-replayed")).toBeNull();
      expect(logged()).toBe(1);

      // A write that succeeds means there is room again; the next full disk is logged again.
      const post = await callAt(server.url, `/api/users/${reader.id}/posts`, {
        token: reader.token,
        json: { body: "a post fits" },
      });
      expect(post.status).toBe(201);
      await server.printed("The server is storing writes again.");
      expect((await upload()).status).toBe(507);
      expect(logged()).toBe(2);
    },
  );
});
