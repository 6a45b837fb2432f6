// The server's import rules refuse a route that queries the database and a server module that
// imports src/ outside the shared list, on resolved paths, and find no such import today.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const RULE = "server-layers/imports";
const eslint = new ESLint({ cwd: ROOT });

/** The messages of RULE for `code` linted as the file at `file` (relative to the repository). */
async function refusals(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("server routes do not query the database", () => {
  const route = "server/routes/example.ts";

  it("refuses drizzle-orm, the schema and the db client in a route", async () => {
    for (const code of [
      'import { eq } from "drizzle-orm";\nexport const e = eq;\n',
      'import { sql } from "drizzle-orm/sql";\nexport const s = sql;\n',
      'import { users } from "../db/schema";\nexport const u = users;\n',
      'import type { users } from "../db/schema";\nexport type U = typeof users;\n',
      'import { users } from "../db/schema/users";\nexport const u = users;\n',
      'import { users } from "../http/../db/schema";\nexport const u = users;\n',
      'import { openDb } from "../db/client";\nexport const o = openDb;\n',
      'export { users } from "../db/schema";\n',
    ])
      expect(await refusals(code, route), code).toEqual([
        expect.stringContaining("call server/domain"),
      ]);
    const deeper = 'import { users } from "../../db/schema";\nexport const u = users;\n';
    expect(await refusals(deeper, "server/routes/desk/example.ts")).toHaveLength(1);
  });

  it("lets a route name the handle's type and call the domain", async () => {
    const typed = 'import type { Db } from "../db/client";\nexport type D = Db;\n';
    expect(await refusals(typed, route)).toEqual([]);
    const domain = 'import { unblock } from "../domain/blocks";\nexport const u = unblock;\n';
    expect(await refusals(domain, route)).toEqual([]);
  });

  it("lets the domain query the database", async () => {
    const code =
      'import { eq } from "drizzle-orm";\nimport { users } from "../db/schema";\nexport const x = [eq, users];\n';
    expect(await refusals(code, "server/domain/example.ts")).toEqual([]);
  });
});

describe("server code imports from src/ only the shared modules", () => {
  it("refuses any other src module, however the path is spelled", async () => {
    for (const code of [
      'import { mirror } from "../../src/db";\nexport const m = mirror;\n',
      'import { useSession } from "../../src/session/session";\nexport const s = useSession;\n',
      'import { x } from "../../src/lib/../features/auth/username";\nexport const y = x;\n',
      'import { x } from "../../src/prerender/deeper/x";\nexport const y = x;\n',
    ])
      expect(await refusals(code, "server/http/example.ts"), code).toEqual([
        expect.stringContaining("shared modules"),
      ]);
  });

  it("lets the shared modules through, and server tests import src freely", async () => {
    for (const code of [
      'import { toResource } from "../../src/api/schemas/resource";\nexport const t = toResource;\n',
      'import { toIsbn13 } from "../../src/lib/isbn.ts";\nexport const t = toIsbn13;\n',
      'import { x } from "../../src/prerender/server-render";\nexport const y = x;\n',
    ])
      expect(await refusals(code, "server/domain/example.ts"), code).toEqual([]);
    const schemas = 'import { Post } from "../../src/api/schemas";\nexport const p = Post;\n';
    expect(await refusals(schemas, "server/routes/example.test.ts")).toEqual([]);
  });

  it("finds no such import in server/ today", async () => {
    const results = await eslint.lintFiles(["server/**/*.ts"]);
    expect(results.length).toBeGreaterThan(100);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(found).toEqual([]);
  });
});
