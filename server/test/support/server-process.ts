// Runs the compiled server (server/main.ts, built once by the global setup) as its own process on a data folder,
// for tests that kill -9 it, start it again or start two on one folder.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const READY = /Pathagar is running at (http:\/\/[^\s"]+)/;

/** A server process as spawned: it may refuse to start (another holds the DATA_DIR) and exit instead. */
export interface SpawnedServer {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves once the output contains `text`; rejects if the process ends first. */
  printed: (text: string) => Promise<void>;
  /** The URL once it listens, or the exit code (or signal) if it stops first. */
  started: Promise<{ url: string } | { exit: number | string }>;
  exited: Promise<number | string>;
}

/** A server process that started and listens. */
export interface ServerProcess {
  url: string;
  output: () => string;
  printed: (text: string) => Promise<void>;
  /** kill -9, resolved once the process is gone. */
  kill: () => Promise<void>;
}

export interface ProcessOptions {
  /** Extra environment (a DATABASE_URL in the test's environment is passed on: PostgreSQL runs). */
  env?: Record<string, string>;
  /** Modules loaded before the server (test-only faults). */
  imports?: string[];
  /** The embedded database in DATA_DIR even where the test's environment names a PostgreSQL. */
  embedded?: boolean;
  /** The compiled server to run; the global setup's build by default. */
  serverEntry?: string;
}

/**
 * A data folder for a server process: a copy of the one the global setup had the server migrate and seed (the
 * same as a fresh start, without seeding again), or an empty one with `empty`.
 */
export function tempDataDir(options: { empty?: boolean } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pathagar-crash-"));
  if (!options.empty) cpSync(inject("seededDataDir"), dir, { recursive: true });
  return dir;
}

export function spawnServer(dataDir: string, options: ProcessOptions = {}): SpawnedServer {
  // The faults are TypeScript: tsx compiles them (the server itself is already JavaScript).
  const imports = (options.imports ?? []).flatMap((file) => ["--import", file]);
  if (imports.length) imports.unshift("--import", "tsx");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, "no-app"),
    OTC_DEV_CODE: "123456",
    ...options.env,
  };
  if (options.embedded) delete env.DATABASE_URL;
  const entry = options.serverEntry ?? inject("serverEntry");
  const child = spawn(process.execPath, [...imports, entry], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wake of waiters) wake();
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => {
      for (const wake of waiters) wake();
      resolve(code ?? signal ?? "unknown");
    }),
  );
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const waitFor = <T>(test: () => T | undefined): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = test();
        if (found !== undefined) {
          waiters.delete(check);
          resolve(found);
        } else if (ended()) {
          waiters.delete(check);
          reject(new Error(`The server process ended:\n${output}`));
        }
      };
      waiters.add(check);
      check();
    });
  const started = waitFor(() => READY.exec(output)?.[1]).then(
    (url) => ({ url }),
    () => exited.then((exit) => ({ exit })),
  );
  return {
    child,
    output: () => output,
    printed: (text) => waitFor(() => (output.includes(text) ? true : undefined)).then(() => {}),
    started,
    exited,
  };
}

export async function startServerProcess(
  dataDir: string,
  options: ProcessOptions = {},
): Promise<ServerProcess> {
  const server = spawnServer(dataDir, options);
  const started = await server.started;
  if ("exit" in started) throw new Error(`The server process ended:\n${server.output()}`);
  return {
    url: started.url,
    output: server.output,
    printed: server.printed,
    kill: () => killNow(server.child),
  };
}

function killNow(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

/** fetch against one process, with a bearer token and JSON; the body parsed when it is JSON. */
export async function callAt(
  base: string,
  pathname: string,
  init: { method?: string; token?: string; json?: unknown; body?: FormData; key?: string } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
): Promise<{ status: number; headers: Headers; body: any }> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.key) headers["idempotency-key"] = init.key;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  const response = await fetch(base + pathname, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** A new reader on `base` (its own account, so a run on a shared PostgreSQL touches no one else). */
export async function signUp(base: string): Promise<{ id: number; token: string }> {
  const password = "process-test-pass";
  const username = `process-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const fields = {
    first_name: "Process",
    surname: "Test",
    username,
    password,
    dob: "2000-01-01",
    gender: "f",
  };
  await callAt(base, "/api/auth/register-with-username", { json: fields });
  const created = await fetch(`${base}/api/auth/register-with-username`, {
    method: "POST",
    headers: { "content-type": "application/json", "ot-code": "123456" },
    body: JSON.stringify(fields),
  });
  if (created.status !== 201)
    throw new Error(`register: ${created.status} ${await created.text()}`);
  const login = await callAt(base, "/api/auth/login", { json: { username, password } });
  const token = login.body.data.token as string;
  const me = await callAt(base, "/api/auth/me", { token });
  return { id: me.body.data.attributes.id, token };
}

/** A 1×1 PNG. */
export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
  0x89, 0x00, 0x00, 0x00, 0x0a, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00,
  0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae,
  0x42, 0x60, 0x82,
]);

/** A multipart form holding the PNG under `field`. */
export function pngForm(field: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([PNG], { type: "image/png" }), "picture.png");
  return form;
}

/** Kills whichever of `servers` still run (SIGKILL) and waits for each to be gone: a test file's teardown. */
export async function killServers(servers: readonly SpawnedServer[]): Promise<void> {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }
}
