// Two server processes started at the same moment on one empty PostgreSQL both come up, and the schema is
// migrated once: every migration is in the table once and neither log has an error. Runs on PostgreSQL only
// (scripts/test-server-postgres.sh); the embedded database's folder lock keeps a second process out instead.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import {
  killServers,
  spawnServer,
  tempDataDir,
  type SpawnedServer,
} from "../test/support/server-process";
import { migrationsFolder } from "./client";

const base = process.env.DATABASE_URL;
const name = `pathagar_migrate_${process.pid}_${Date.now()}`;
const running: SpawnedServer[] = [];
const dirs: string[] = [];

afterAll(async () => {
  await killServers(running);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
});

describe.runIf(base)("migrations on PostgreSQL", () => {
  it("run once when two instances start together on an empty database", async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString() };
    const pair = [0, 1].map(() => {
      const dir = tempDataDir();
      dirs.push(dir);
      return spawnServer(dir, { env });
    });
    running.push(...pair);
    const outcomes = await Promise.all(pair.map((server) => server.started));
    for (const [i, outcome] of outcomes.entries()) {
      expect(outcome, pair[i]!.output()).toHaveProperty("url");
      expect(pair[i]!.output()).not.toMatch(/"level":"error"|Error/);
    }
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const { rows } = await db.query<{ hash: string; n: string }>(
      "select hash, count(*) as n from drizzle.__drizzle_migrations group by hash",
    );
    await db.end();
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
  });
});
