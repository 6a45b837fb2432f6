// Before the server test project: one server on a free 127.0.0.1 port whose URL the tests get, the compiled
// server (as `npm start` runs it) for tests that run it as a process, and a migrated, seeded data folder those
// processes start from a copy of.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "../start";
import { parseTrustedProxies } from "../http/client-address";
import { resetTestDatabase } from "./reset-postgres";
import { spawnServer } from "./support/server-process";
// @ts-expect-error -- a plain .mjs script of the build, without types
import { buildServer } from "../../scripts/build-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
    /** The compiled server's main.js. */
    serverEntry: string;
    /** An embedded database as a fresh server process leaves it (migrated and seeded), to copy. */
    seededDataDir: string;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let running: RunningServer | undefined;
const made: string[] = [];

/** Builds the server into node_modules/.tmp, where the bundle finds its packages as dist-server/ does. */
async function buildServerOnce(): Promise<string> {
  mkdirSync(path.join(ROOT, "node_modules/.tmp"), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, "node_modules/.tmp/server-test-"));
  made.push(dir);
  await (buildServer as (dir: string) => Promise<void>)(dir);
  return path.join(dir, "main.js");
}

/** Has the compiled server migrate and seed an empty folder once, then stop it cleanly. */
async function seedDataDir(serverEntry: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "pathagar-seeded-"));
  made.push(dir);
  const server = spawnServer(dir, { embedded: true, serverEntry });
  const started = await server.started;
  if ("exit" in started) throw new Error(`The seeding server ended:\n${server.output()}`);
  server.child.kill("SIGTERM");
  const exit = await server.exited;
  if (exit !== 0) throw new Error(`The seeding server stopped with ${exit}:\n${server.output()}`);
  return dir;
}

export async function setup(project: TestProject): Promise<void> {
  // DATABASE_URL (read by startServer) runs the suite on PostgreSQL: start it empty so the seed applies.
  if (process.env.DATABASE_URL) await resetTestDatabase(process.env.DATABASE_URL);
  const [server, seeded] = await Promise.all([
    startServer({
      host: "127.0.0.1",
      port: 0,
      dataDir: "memory://",
      otcDevCode: "123456",
      // The limit tests send their client addresses in X-Forwarded-For, as a proxy on this machine would;
      // a call without one is limited per account only.
      trustedProxies: parseTrustedProxies("127.0.0.0/8,::1"),
      // Pathagar's administrator in the tests (server/test/support/admin.ts registers the account).
      adminUsernames: ["+8801300000001"],
      // A line per request would bury the tests' own output (server/test/process-log.test.ts reads them).
      logRequests: false,
    }),
    // In another process beside the one above: the two seeds take both cores.
    buildServerOnce().then(async (entry) => ({ entry, dataDir: await seedDataDir(entry) })),
  ]);
  running = server;
  project.provide("serverUrl", server.url);
  project.provide("serverEntry", seeded.entry);
  project.provide("seededDataDir", seeded.dataDir);
}

export async function teardown(): Promise<void> {
  await running?.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
}
