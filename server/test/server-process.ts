// Starts `server/main.ts` as its own process on a given DATA_DIR (embedded database) for tests of processes.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const READY = /Pathagar is running at (http:\/\/\S+)/;

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output: () => string;
  /** The URL once it listens, or the exit code (or signal) if it stops first. */
  started: Promise<{ url: string } | { exit: number | string }>;
  exited: Promise<number | string>;
}

export function spawnServer(dataDir: string): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    OTC_DEV_CODE: "123456",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const started = new Promise<{ url: string } | { exit: number | string }>((resolve) => {
    child.stdout.on("data", () => {
      const url = READY.exec(output)?.[1];
      if (url) resolve({ url });
    });
    void exited.then((exit) => resolve({ exit }));
  });
  return { child, output: () => output, started, exited };
}
