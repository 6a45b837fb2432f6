// kill -9 in the middle of keyed writes, then a restart on the same data: every key replays, none 409.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  callAt,
  pngForm,
  signUp,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
} from "./support/server-process";

const FS_FAULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "support/fs-faults.ts");
// One data folder for the file, restarted on again and again.
const dataDir = tempDataDir();
const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill()));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
/** Budget for a test that starts the server process twice on a busy machine. */
const SLOW = 300_000;

async function start(env?: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir, env ? { env, imports: [FS_FAULTS] } : {});
  running.push(server);
  return server;
}

async function allPosts(base: string, reader: { id: number; token: string }) {
  const posts: { id: number; body: string }[] = [];
  for (let page = 1; ; page += 1) {
    const res = await callAt(base, `/api/users/${reader.id}/posts?page=${page}`, {
      token: reader.token,
    });
    const records = res.body.data as { attributes: { id: number; body: string } }[];
    posts.push(...records.map((p) => p.attributes));
    if (posts.length >= res.body.meta.total || res.body.data.length === 0) return posts;
  }
}

describe("a crash in the middle of a keyed write", () => {
  it(
    "the write held at the moment of kill -9 runs on the retry after a restart",
    { timeout: SLOW },
    async () => {
      const first = await start({
        FS_FAULT: "hold",
        FS_FAULT_DIR: path.join(dataDir, "uploads"),
      });
      const reader = await signUp(first.url);
      const key = `photo-crash-${reader.id}`;
      const upload = (base: string) =>
        callAt(base, "/api/users/upload-own-photo", {
          token: reader.token,
          body: pngForm("photo"),
          key,
        });
      const lost = upload(first.url).catch(() => "no answer");
      await first.printed("fs-fault: write held");
      await first.kill();
      expect(await lost).toBe("no answer");

      const second = await start();
      const retried = await upload(second.url);
      expect(retried.status).toBe(200);
      expect(retried.headers.get("idempotent-replayed")).toBeNull();
      const again = await upload(second.url);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.body.data).toBe(retried.body.data);
      const me = await callAt(second.url, "/api/auth/me", { token: reader.token });
      expect(me.body.data.attributes.photo_url).toBe(retried.body.data);
    },
  );

  it(
    "after kill -9 among 40 concurrent posts, every key replays its one post",
    { timeout: SLOW },
    async () => {
      const first = await start();
      const reader = await signUp(first.url);
      const COUNT = 40;
      const send = (base: string, i: number) =>
        callAt(base, `/api/users/${reader.id}/posts`, {
          token: reader.token,
          json: { body: `crash post ${i}` },
          key: `crash-${reader.id}-${i}`,
        });
      const answered = new Map<number, number>();
      let enough!: () => void;
      const fiveAnswered = new Promise<void>((resolve) => (enough = resolve));
      const sends = Array.from({ length: COUNT }, (_, i) =>
        send(first.url, i).then(
          (res) => {
            if (res.status === 201) answered.set(i, res.body.data.id);
            if (answered.size === 5) enough();
          },
          () => undefined,
        ),
      );
      // Kill once a few have been answered: the rest are waiting, running or not yet read.
      await fiveAnswered;
      await first.kill();
      await Promise.all(sends);
      expect(answered.size).toBeLessThan(COUNT);

      const second = await start();
      const replays = await Promise.all(
        Array.from({ length: COUNT }, (_, i) => send(second.url, i)),
      );
      expect(replays.map((r) => r.status)).toEqual(Array(COUNT).fill(201));
      const posts = await allPosts(second.url, reader);
      expect(posts).toHaveLength(COUNT);
      for (let i = 0; i < COUNT; i += 1) {
        const mine = posts.filter((p) => p.body === `crash post ${i}`);
        expect(mine, `post ${i}`).toHaveLength(1);
        expect(replays[i]!.body.data.id).toBe(mine[0]!.id);
        if (answered.has(i)) expect(answered.get(i)).toBe(mine[0]!.id);
      }
    },
  );
});
