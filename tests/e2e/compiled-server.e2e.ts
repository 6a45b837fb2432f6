// The compiled server as production runs it: `node dist-server/main.js` (the global setup's private build, made by
// the build's own script) with NODE_ENV=production on an empty DATA_DIR migrates and seeds it, answers /healthz,
// the app's page, an API read and a seed picture, and stops with exit 0 on SIGTERM.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { ROOT } from "./support/paths";

const READY = /Pathagar is running at (http:\/\/[^\s"]+)/;

let dataDir: string;
let child: ChildProcess;
let output = "";
let url: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pathagar-compiled-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    STATIC_DIR: inject("staticDir"),
  };
  for (const name of ["DATABASE_URL", "OTC_DEV_CODE", "UPLOADS_DIR"]) delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith("S3_")) delete env[name];
  child = spawn(process.execPath, [inject("serverEntry")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = READY.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited ${code} before listening:\n${output}`)));
  });
});

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

it("serves the app, the API and the seed from dist-server/main.js, then stops on SIGTERM", async () => {
  const health = await fetch(`${url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });

  const page = await fetch(`${url}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(await page.text()).toMatch(/<script[^>]+src="\/assets\/[^"]+\.js"/);

  const courses = await fetch(`${url}/api/courses`, { headers: { accept: "application/json" } });
  expect(courses.status).toBe(200);
  const body = (await courses.json()) as { data: unknown[] };
  expect(body.data.length).toBeGreaterThan(0);

  const logo = await fetch(`${url}/uploads/seed/logo-alokito.svg`);
  expect(logo.status).toBe(200);
  expect(logo.headers.get("content-type")).toMatch(/^image\/svg\+xml/);

  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(output).toContain('"msg":"Stopped."');
  // Every line is JSON (the production log format).
  for (const line of output.trim().split("\n")) expect(() => JSON.parse(line), line).not.toThrow();
});
