// `npm run dev`: the API server (tsx watch, port 8080) and the Vite dev server with HMR (which proxies
// /api, /oauth, /uploads and /qr-codes to it), together; Ctrl-C stops both.
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);
const apiPort = process.env.PORT ?? "8080";

const children = [
  {
    name: "api",
    child: spawn(bin("tsx"), ["watch", "--clear-screen=false", "server/main.ts"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, PORT: apiPort, OTC_DEV_CODE: process.env.OTC_DEV_CODE ?? "123456" },
    }),
  },
  {
    name: "vite",
    child: spawn(bin("vite"), [], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` },
    }),
  },
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => {
    for (const { child } of children) if (child.exitCode === null) child.kill("SIGKILL");
    process.exit(code);
  }, 3000).unref();
  Promise.all(
    children.map(
      ({ child }) => new Promise((r) => (child.exitCode !== null ? r() : child.on("exit", r))),
    ),
  ).then(() => process.exit(code));
}

for (const { name, child } of children) {
  child.on("exit", (code, signal) => {
    if (!stopping)
      console.error(`[dev] ${name} stopped (${code ?? signal}); stopping the other one`);
    stopAll(code ?? 1);
  });
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
process.on("exit", () => {
  for (const { child } of children) if (child.exitCode === null) child.kill("SIGKILL");
});
