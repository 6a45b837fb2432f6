// One server process per embedded DATA_DIR: a second is refused at start with a clear message, and a
// kill -9 leaves nothing stuck (the next start takes over and has every acknowledged write).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "../db/data-dir-lock";
import {
  killServers,
  spawnServer,
  tempDataDir,
  type SpawnedServer,
} from "./support/server-process";

const dirs: string[] = [];
const running: SpawnedServer[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pathagar-lock-"));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  await killServers(running);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts two servers on `dataDir` at once: one must run, the other be refused naming it. */
async function startTwo(dataDir: string): Promise<{ server: SpawnedServer; url: string }> {
  const pair = [spawnServer(dataDir, { embedded: true }), spawnServer(dataDir, { embedded: true })];
  running.push(...pair);
  const outcomes = await Promise.all(pair.map((server) => server.started));
  const winner = outcomes.findIndex((o) => "url" in o);
  expect(winner, pair.map((p) => p.output()).join("\n")).toBeGreaterThanOrEqual(0);
  const [server, refused] = [pair[winner]!, pair[1 - winner]!];
  // Refused: it exits with 1 instead of listening, and says who holds the folder.
  expect(outcomes[1 - winner]).toEqual({ exit: 1 });
  expect(refused.output()).toContain(
    `Another Pathagar server (process ${server.child.pid}) is already using DATA_DIR ${dataDir}; stop it first`,
  );
  expect(refused.output()).not.toContain("Pathagar is running");
  return { server, url: (outcomes[winner] as { url: string }).url };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const reader = {
  first_name: "Locked",
  username: "+8801712345678",
  password: "secret-pass-1",
  dob: "2000-01-01",
  gender: "f",
};

const signIn = (url: string) =>
  post(`${url}/api/auth/login`, { username: reader.username, password: reader.password });

// The lock guards the embedded database: the suite's run on PostgreSQL (DATABASE_URL) has nothing more to learn.
describe.skipIf(process.env.DATABASE_URL)("one server per DATA_DIR", () => {
  it("refuses a second process, and after kill -9 a new one starts with the data", async () => {
    // A copy of the seeded folder: the two start at once on what a first start left.
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const first = await startTwo(dataDir);
    const register = `${first.url}/api/auth/register-with-username`;
    expect((await post(register, reader)).body.status).toBe("OTC_GENERATED");
    expect((await post(register, reader, { "ot-code": "123456" })).status).toBe(201);
    // A second start while it runs is refused; the first goes on answering.
    const second = spawnServer(dataDir, { embedded: true });
    running.push(second);
    expect(await second.started).toEqual({ exit: 1 });
    expect((await signIn(first.url)).status).toBe(200);

    first.server.child.kill("SIGKILL");
    expect(await first.server.exited).toBe("SIGKILL");
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    // The dead process's file is taken over by exactly one of two new starts, with the data.
    const next = await startTwo(dataDir);
    expect((await signIn(next.url)).status).toBe(200);
    next.server.child.kill("SIGTERM");
    expect(await next.server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    // Two starts on a fresh folder (migrate and seed): minutes on a loaded machine.
  }, 420_000);
});

describe("lockDataDir", () => {
  it("is held once in a process and given back", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    lockDataDir(dir)();
  });

  it("takes over from a process that is gone or a file that names none", () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid;
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: gone, started: null }));
    lockDataDir(dir)();
    writeFileSync(path.join(dir, LOCK_FILE), "not a pid");
    lockDataDir(dir)();
  });

  it("refuses while the owner lives", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, started: null }));
    expect(() => lockDataDir(dir)).toThrow(/Another Pathagar server \(process \d+\)/);
  });

  it.runIf(existsSync("/proc/self/stat"))(
    "takes over from a pid the system has since given to another process",
    () => {
      const dir = tempDir();
      const reused = { pid: process.ppid, started: "1" };
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(reused));
      lockDataDir(dir)();
    },
  );
});
