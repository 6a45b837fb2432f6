// Starts the real Pathagar server (the compiled server the global setup built) on a free 127.0.0.1 port for a test.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { ROOT } from "./paths";

export interface StartServerOptions {
  /**
   * Database folder; by default a temporary copy of the one the global setup seeded (the same as a fresh
   * start, without migrating and seeding again). `memory://` keeps it in memory.
   */
  dataDir?: string;
  /** The built app to serve; the tests' private build by default. */
  staticDir?: string;
  /** Extra environment for the server process. */
  env?: Record<string, string>;
  /** How long to wait for the start-up line (a fresh embedded database migrates and seeds first). */
  timeoutMs?: number;
  /** The compiled server to run; the tests' private build by default. */
  serverEntry?: string;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:43121 (no trailing slash). */
  url: string;
  dataDir: string;
  staticDir: string;
  /** Everything the server printed so far (stdout and stderr), for failure messages. */
  log: () => string;
  /** Stops the process; a temporary data folder made here is removed. */
  stop: () => Promise<void>;
}

const READY = /Pathagar is running at (http:\/\/[^\s"]+)/;

let lastUrl: string | undefined;

/** The URL of the server this test file started most recently. */
export function lastServerUrl(): string | undefined {
  return lastUrl;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Tests get their own embedded database unless they pass DATABASE_URL in `env` themselves. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "pathagar-e2e-data-"));
  if (ownDataDir) cpSync(inject("seededDataDir"), dataDir, { recursive: true });
  const staticDir = options.staticDir ?? builtApp();
  const child = spawn(process.execPath, [options.serverEntry ?? inject("serverEntry")], {
    cwd: ROOT,
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      OTC_DEV_CODE: "123456",
      STATIC_DIR: staticDir,
      // No line per request: no test reads them, and a service worker's install alone is 200 requests.
      LOG_REQUESTS: "false",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.setEncoding("utf8");
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => (output += chunk));

  const url = await new Promise<string>((resolve, reject) => {
    const timeoutMs = options.timeoutMs ?? 150_000;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    let started = false;
    child.stdout?.on("data", (chunk: string) => {
      output += chunk;
      // Once started, stdout is one line per request: kept for a failure's report, never searched again.
      if (started) return;
      const match = READY.exec(output);
      if (match?.[1]) {
        started = true;
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ""));
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before starting:\n${output}`));
    });
  });

  lastUrl = url;
  let stopped = false;
  return {
    url,
    dataDir,
    staticDir,
    log: () => output,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      child.kill("SIGTERM");
      if (!(await waitForExit(child, 10_000))) {
        child.kill("SIGKILL");
        await waitForExit(child, 5_000);
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The tests' private build of the app (made by the global setup). */
export function builtApp(): string {
  return inject("staticDir");
}

/** A private copy of the built app, for tests that change what the server serves (e.g. a new sw.js). */
export function copyOfDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "pathagar-e2e-static-"));
  cpSync(builtApp(), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
