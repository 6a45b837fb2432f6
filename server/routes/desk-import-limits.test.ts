// Catalogue import limits over real HTTP: one import per library at a time, 20 imports an hour per account (dry
// runs apart), 50,000 rows a day per library, bursts stopped exactly at the limit, and an Idempotency-Key that
// replays without counting again.
import { beforeAll, describe, expect, it } from "vitest";
import { attempts } from "../db/schema";
import { LIMITS } from "../http/rate-limit";
import { IMPORT_LIMITS, ROWS_PER_UNIT, RUNNING_RETRY_SECONDS } from "../http/import-limits";
import { call, registerUser, type CallResult } from "../test/http";
import { startSmallServer } from "../test/small-server";
import { callAt, signUp } from "../test/support/server-process";

let owner: { token: string };
beforeAll(async () => {
  owner = await registerUser({ first_name: "Import", surname: "Limits" });
});

async function newLibrary(token: string): Promise<number> {
  const name = `imp-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const res = await call("/api/libraries", { token, json: { name, title: "Import Limits" } });
  if (res.status !== 201) throw new Error(`library: ${res.status} ${res.text}`);
  return res.body.data as number;
}

const importInto = (library: number, token: string, rows: unknown[], extra: object = {}) =>
  call(`/api/libraries/${library}/books/import`, { token, json: { rows, ...extra } });

const rowsOf = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({ title: `${tag} ${i}`, authors: `Author ${i % 7}` }));

const total = async (library: number, token: string) =>
  (await call(`/api/libraries/${library}/books`, { token })).body.meta.total as number;

function expectRefused(
  res: Pick<CallResult, "status" | "body" | "headers">,
  reason: string,
  message: RegExp,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body.reason).toBe(reason);
  expect(res.body.message).toMatch(message);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("catalogue import limits", () => {
  it("runs one import per library at a time: a simultaneous burst gets exactly one through", async () => {
    const library = await newLibrary(owner.token);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, k) => importInto(library, owner.token, rowsOf(2000, `B${k}`))),
    );
    const through = answers.filter((r) => r.status === 201);
    expect(through, answers.map((r) => r.status).join()).toHaveLength(1);
    for (const refused of answers.filter((r) => r.status !== 201)) {
      expectRefused(refused, "import_running", /still running: one runs at a time/);
      expect(refused.headers.get("retry-after")).toBe(String(RUNNING_RETRY_SECONDS));
    }
    expect(await total(library, owner.token)).toBe(2000);
    // Once it has finished, the next import runs.
    expect((await importInto(library, owner.token, rowsOf(3, "after"))).status).toBe(201);
  }, 120_000);

  it("lets an account run exactly 20 imports an hour, however many are sent at once", async () => {
    const user = await registerUser({ first_name: "Import", surname: "Burst" });
    const max = LIMITS.import.account.max;
    const libraries = await Promise.all(
      Array.from({ length: max + 5 }, () => newLibrary(user.token)),
    );
    const answers = await Promise.all(
      libraries.map((library, k) => importInto(library, user.token, rowsOf(2, `H${k}`))),
    );
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(),
    ).toHaveLength(max);
    for (const refused of answers.filter((r) => r.status !== 201))
      expectRefused(refused, "import_limit", /at most 20 catalogue imports an hour/);
    // A refused import wrote nothing; a dry run (checking the file) still answers.
    const idle = libraries[statuses.indexOf(429)]!;
    expect(await total(idle, user.token)).toBe(0);
    const dry = await importInto(idle, user.token, rowsOf(2, "dry"), { dry_run: true });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.data).toMatchObject({ created: 0, valid: 2 });
  }, 120_000);

  it("replays an Idempotency-Key's answer without writing or counting again", async () => {
    const user = await registerUser({ first_name: "Import", surname: "Replay" });
    const library = await newLibrary(user.token);
    const rows = rowsOf(120, "R");
    const headers = { "idempotency-key": `replay-${Date.now()}` };
    const send = (body: unknown) =>
      call(`/api/libraries/${library}/books/import`, { token: user.token, json: body, headers });
    const first = await send({ rows });
    expect(first.status, first.text).toBe(201);
    // The same key sent 25 times more (beyond the hourly limit): the stored answer each time.
    const again = await Promise.all(Array.from({ length: 25 }, () => send({ rows })));
    for (const res of again) {
      expect(res.status, res.text).toBe(201);
      expect(res.headers.get("idempotent-replayed")).toBe("true");
      expect(res.body).toEqual(first.body);
    }
    expect(await total(library, user.token)).toBe(120);
    // Another request under the same key is refused.
    expect((await send({ rows: rowsOf(5, "other") })).status).toBe(422);
  }, 120_000);

  it("lets a library import 50,000 rows a day, counting only imports that wrote", async () => {
    // A server of its own, whose count of the library's rows today is set close to the limit.
    const server = await startSmallServer({ config: { otcDevCode: "123456" } });
    try {
      const { token } = await signUp(server.url);
      const made = await callAt(server.url, "/api/libraries", {
        token,
        json: { name: `rows-${Date.now().toString(36)}`, title: "Rows a day" },
      });
      const library = made.body.data as number;
      const { max, windowSeconds } = IMPORT_LIMITS.rows;
      const expiresAt = new Date(Date.now() + windowSeconds * 1000);
      await server.database.db.insert(attempts).values(
        Array.from({ length: max - 5 }, () => ({
          key: `import:rows:library:${library}`,
          expiresAt,
        })),
      );
      const send = (rows: unknown[]) =>
        callAt(server.url, `/api/libraries/${library}/books/import`, { token, json: { rows } });
      // 501 rows weigh 6 units of 100: one more than is left.
      const over = await send(rowsOf(5 * ROWS_PER_UNIT + 1, "over"));
      expectRefused(over, "import_limit", /at most 50,000 rows in 24 hours/);
      // A file with a bad row writes nothing and gives its units back.
      const bad = await send([...rowsOf(3 * ROWS_PER_UNIT - 1, "bad"), { title: "" }]);
      expect(bad.status).toBe(200);
      expect(bad.body.data.created).toBe(0);
      expect((await send(rowsOf(5 * ROWS_PER_UNIT, "fits"))).status).toBe(201);
      expectRefused(await send(rowsOf(1, "full")), "import_limit", /Please wait \d+ hours/);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
