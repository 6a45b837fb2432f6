// The seeded server the screenshot scripts photograph: `server/main.ts` on a fresh data folder and a free port,
// serving the last build (dist/), with no PostgreSQL even where DATABASE_URL is set.
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const RUNNING = /Pathagar is running at (http:\/\/[^\s"]+)/;

export async function startScreenshotServer(
  dataDir: string,
): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: "",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(ROOT, "dist"),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
      const found = RUNNING.exec(output)?.[1];
      if (found) resolve(found.replace(/\/$/, ""));
    });
    child.once("exit", (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}
