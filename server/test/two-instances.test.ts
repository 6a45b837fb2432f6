// Two server processes on one PostgreSQL and one S3-protocol server (run by scripts/test-server-postgres.sh;
// the test starts s3rver itself): feeds, attempt limits, one-time codes and uploads behave as one server.
// Skipped on the embedded database, which one process owns.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callAt,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
} from "./support/server-process";
import { startS3Server, type S3TestServer } from "./support/s3-server";
import { twoTone } from "./support/images";

const baseUrl = process.env.DATABASE_URL;
/** Starting two processes (the first migrates and seeds an empty database) on a busy machine. */
const SLOW = 300_000;
/** A write through one instance shows through the other within this. */
const COHERENT_MS = 1000;

let a: ServerProcess;
let b: ServerProcess;
let s3: S3TestServer;
let databaseUrl: string;

/** A database of the test's own beside the suite's, so the suite's server never sees these writes. */
async function admin<T>(work: (client: pg.Client) => Promise<T>, url = baseUrl!): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!baseUrl)("two instances on one PostgreSQL", () => {
  beforeAll(async () => {
    const url = new URL(baseUrl!);
    const name = `${url.pathname.slice(1)}_two_instances`;
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      await client.query(`CREATE DATABASE "${name}"`);
    });
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    s3 = await startS3Server("two-instances");
    const env = {
      ...s3.env,
      DATABASE_URL: databaseUrl,
      // Real codes (no OTC_DEV_CODE), derived under one secret both instances hold.
      OTC_DEV_CODE: "",
      OTC_SECRET: "two instances share this secret of 32+ characters",
    };
    // One after the other: migrating an empty database from two processes at once is the migration
    // runner's own concern, tested with it.
    a = await startServerProcess(tempDataDir(), { env });
    b = await startServerProcess(tempDataDir(), { env });
  }, SLOW);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await s3?.close();
    const name = new URL(databaseUrl).pathname.slice(1);
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}"`));
  }, SLOW);

  /** The first code `server` sent for `purpose` to `username`, read from its log. */
  async function codeSent(server: ServerProcess, purpose: string, username: string) {
    const line = `[one-time code] ${purpose} for ${username}: `;
    await server.printed(line);
    return server.output().split(line)[1]!.slice(0, 6);
  }

  /** Registers a reader through `server` with the code it sent. */
  async function signUp(server: ServerProcess, name: string) {
    const username = `two-${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = "two-instances-pass";
    const fields = { first_name: name, username, password, dob: "2000-01-01", gender: "f" };
    const asked = await callAt(server.url, "/api/auth/register-with-username", { json: fields });
    expect(asked.body.status).toBe("OTC_GENERATED");
    const code = await codeSent(server, "REGISTER", username);
    const made = await fetch(`${server.url}/api/auth/register-with-username`, {
      method: "POST",
      headers: { "content-type": "application/json", "ot-code": code },
      body: JSON.stringify(fields),
    });
    expect(made.status).toBe(201);
    const login = await callAt(server.url, "/api/auth/login", { json: { username, password } });
    const token = login.body.data.token as string;
    const me = await callAt(server.url, "/api/auth/me", { token });
    return { username, token, id: me.body.data.attributes.id as number };
  }

  /** Reads `path` through `server` until it holds `marker` or COHERENT_MS has passed; answers whether it did. */
  async function shows(server: ServerProcess, path: string, token: string, marker: string) {
    const deadline = Date.now() + COHERENT_MS;
    for (;;) {
      const res = await callAt(server.url, path, { token });
      expect(res.status).toBe(200);
      if (JSON.stringify(res.body).includes(marker)) return true;
      if (Date.now() > deadline) return false;
    }
  }

  it(
    "a post written through A shows in B's feed and timeline within 1 s",
    { timeout: SLOW },
    async () => {
      const author = await signUp(a, "author");
      const reader = await signUp(b, "reader");
      const follow = await callAt(b.url, `/api/users/${author.id}/follow`, {
        method: "POST",
        token: reader.token,
      });
      expect(follow.status).toBeLessThan(300);
      const timeline = `/api/users/${author.id}/posts`;
      for (let round = 1; round <= 3; round++) {
        // B's pages are cached now; the write goes through A only.
        await callAt(b.url, "/api/posts", { token: reader.token });
        await callAt(b.url, timeline, { token: reader.token });
        const marker = `written through A, round ${round} ${Date.now()}`;
        const post = await callAt(a.url, timeline, { token: author.token, json: { body: marker } });
        expect(post.status).toBe(201);
        expect(await shows(b, "/api/posts", reader.token, marker)).toBe(true);
        expect(await shows(b, timeline, reader.token, marker)).toBe(true);
      }
    },
  );

  it(
    "30 wrong passwords at once, split across A and B, are limited as one client",
    { timeout: SLOW },
    async () => {
      const user = await signUp(a, "target");
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          callAt(i % 2 ? a.url : b.url, "/api/auth/login", {
            json: { username: user.username, password: "not-the-password" },
          }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 422)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      // Both instances now refuse even the right password.
      for (const server of [a, b]) {
        const right = await callAt(server.url, "/api/auth/login", {
          json: { username: user.username, password: "two-instances-pass" },
        });
        expect(right.status).toBe(429);
      }
    },
  );

  it(
    "a code asked for through A is sent again through B, and works there",
    { timeout: SLOW },
    async () => {
      const user = await signUp(a, "forgetful");
      const otc = { otc_type_name: "RESET_PASSWORD", username: user.username };
      expect((await callAt(a.url, "/api/auth/login-with-otc", { json: otc })).body.status).toBe(
        "OTC_GENERATED",
      );
      const code = await codeSent(a, "RESET_PASSWORD", user.username);
      // Asked again through B at once: the time left, and the code stays the same.
      const again = await callAt(b.url, "/api/auth/login-with-otc", { json: otc });
      expect(again.body.data.otc_expired_after_in_seconds).toBeGreaterThan(0);
      // Half a minute on (the resend pace), B sends the very code A made.
      await admin(
        (client) =>
          client.query(
            "UPDATE one_time_codes SET sent_at = sent_at - interval '31 seconds' WHERE username = $1",
            [user.username],
          ),
        databaseUrl,
      );
      await callAt(b.url, "/api/auth/login-with-otc", { json: otc });
      expect(await codeSent(b, "RESET_PASSWORD", user.username)).toBe(code);
      const entered = await fetch(`${b.url}/api/auth/login-with-otc`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "ot-code": code,
        },
        body: JSON.stringify(otc),
      });
      const body = (await entered.json()) as { status: string; data: { token?: string } };
      expect(body.status).toBe("OK");
      expect(body.data.token).toBeTruthy();
    },
  );

  it("a profile photo uploaded through A is served through B", { timeout: SLOW }, async () => {
    const reader = await signUp(a, "photographer");
    const form = new FormData();
    form.append(
      "photo",
      new File([(await twoTone("png")) as BlobPart], "me.png", { type: "image/png" }),
    );
    const uploaded = await callAt(a.url, "/api/users/upload-own-photo", {
      token: reader.token,
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.data as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png\?t=\d+$/);
    const throughA = await fetch(a.url + url);
    const throughB = await fetch(b.url + url);
    expect(throughB.status).toBe(200);
    expect(throughB.headers.get("content-type")).toBe("image/png");
    expect(throughB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await throughB.arrayBuffer())).toEqual(
      Buffer.from(await throughA.arrayBuffer()),
    );
    // B links it on the reader's profile too, and serves the seed pictures A put in the store.
    const me = await callAt(b.url, "/api/auth/me", { token: reader.token });
    expect(me.body.data.attributes.photo_url).toBe(url);
    expect((await fetch(`${b.url}/uploads/seed/logo-alokito.svg`)).status).toBe(200);
  });
});
