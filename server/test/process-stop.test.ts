// The server as a process in production: its log is JSON lines that never hold a password, a token or a
// one-time code; on SIGTERM it stops taking connections, finishes a request already under way and exits 0.
import { request, type ClientRequest, type IncomingMessage } from "node:http";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_PASSWORD, RAHIM } from "./http";
import { callAt, spawnServer, tempDataDir, type SpawnedServer } from "./support/server-process";

let server: SpawnedServer | undefined;
const dataDir = tempDataDir();

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A login whose body is sent in two halves: the server has the request once it says "100 Continue". */
function slowLogin(url: string, body: string) {
  let req!: ClientRequest;
  const answered = new Promise<{ status: number; text: string; connection?: string }>(
    (resolve, reject) => {
      req = request(`${url}/api/auth/login`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          expect: "100-continue",
        },
      });
      req.on("response", (res: IncomingMessage) => {
        let text = "";
        res.on("data", (part: Buffer) => (text += part.toString()));
        res.on("end", () =>
          resolve({ status: res.statusCode!, text, connection: res.headers.connection }),
        );
      });
      req.on("error", reject);
    },
  );
  const continued = new Promise<void>((resolve) => req.once("continue", () => resolve()));
  req.write(body.slice(0, 10));
  return { answered, continued, finish: () => req.end(body.slice(10)) };
}

describe.skipIf(process.env.DATABASE_URL)("the server process", () => {
  let url = "";
  // Starting (and seeding) a process takes a while on a busy machine: the hook has the longer timeout.
  beforeAll(async () => {
    // A built app in place, as in production (without one, serving files warns in a plain line).
    const staticDir = path.join(dataDir, "app");
    mkdirSync(staticDir);
    writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>Pathagar</title>");
    server = spawnServer(dataDir, {
      embedded: true,
      env: { NODE_ENV: "production", OTC_DEV_CODE: "", STATIC_DIR: staticDir },
    });
    const started = await server.started;
    if (!("url" in started)) throw new Error(server.output());
    url = started.url;
  });

  it("logs JSON lines without secrets, and on SIGTERM finishes the request under way", async () => {
    if (!server) throw new Error("not started");

    const login = await callAt(url, "/api/auth/login", {
      json: { username: RAHIM, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    expect((await callAt(url, "/api/auth/me", { token })).status).toBe(200);
    // A code sent as a header, a reset asked for (its code goes nowhere in production), secrets in a query.
    const code = "482913";
    const otc = await fetch(`${url}/api/auth/login-with-otc`, {
      method: "POST",
      headers: { "content-type": "application/json", "ot-code": code },
      body: JSON.stringify({ username: RAHIM, otc_type_name: "RESET_PASSWORD" }),
    });
    expect(otc.status).toBeLessThan(500);
    await fetch(`${url}/api/users?search=private-words&access_token=${token}`, {
      headers: { authorization: `Bearer ${token}`, "x-request-id": "trace-me-1" },
    });

    const slow = slowLogin(url, JSON.stringify({ username: RAHIM, password: DEMO_PASSWORD }));
    await slow.continued;
    server.child.kill("SIGTERM");
    await server.printed("Stopping: finishing the requests under way.");
    // No new connections once it stops...
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    // ...but the request it had is answered in full.
    slow.finish();
    const answer = await slow.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data.token).toMatch(/.{20,}/);
    expect(await server.exited).toBe(0);

    const log = server.output();
    const lines = log.trim().split("\n");
    // Every line one JSON object with a time and a level.
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(typeof entry.time).toBe("string");
      expect(["info", "warn", "error"]).toContain(entry.level);
    }
    const requests = lines.map((l) => JSON.parse(l)).filter((e) => e.method);
    expect(requests).toContainEqual({
      time: expect.any(String),
      level: "info",
      method: "GET",
      path: "/api/users",
      status: expect.any(Number),
      ms: expect.any(Number),
      requestId: "trace-me-1",
    });
    expect(requests.filter((e) => e.path === "/api/auth/login")).toHaveLength(2);
    for (const secret of [DEMO_PASSWORD, token, code, "private-words", "access_token"]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain("Stopped.");
  });
});
