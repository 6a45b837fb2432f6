// The lint rule that keeps server/domain free of server/http (and of hono) refuses such an import there,
// lets the same line pass in a route, and finds none in the domain as it is.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const RULE = "no-restricted-imports";
const eslint = new ESLint({ cwd: ROOT });

/** The messages of RULE for `code` linted as the file at `file` (relative to the repository). */
async function refusals(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("server/domain does not import server/http", () => {
  it("refuses an import or re-export of server/http in a domain module", async () => {
    const importing = 'import { HttpError } from "../http/errors";\nexport const e = HttpError;\n';
    expect(await refusals(importing, "server/domain/example.ts")).toEqual([
      expect.stringContaining("server/domain does not import server/http"),
    ]);
    const reexporting = 'export { pageRequest } from "../http/paging";\n';
    expect(await refusals(reexporting, "server/domain/deeper/example.ts")).toHaveLength(1);
    const fromAbove = 'export { idParam } from "../../server/http/input";\n';
    expect(await refusals(fromAbove, "server/domain/example.ts")).toHaveLength(1);
  });

  it("refuses hono in a domain module", async () => {
    const code = 'import type { Context } from "hono";\nexport type C = Context;\n';
    expect(await refusals(code, "server/domain/example.ts")).toHaveLength(1);
    const sub =
      'import { HTTPException } from "hono/http-exception";\nexport const h = HTTPException;\n';
    expect(await refusals(sub, "server/domain/example.ts")).toHaveLength(1);
  });

  it("lets routes import server/http, and the domain its own modules", async () => {
    const code = 'import { HttpError } from "../http/errors";\nexport const e = HttpError;\n';
    expect(await refusals(code, "server/routes/example.ts")).toEqual([]);
    const own = 'import { notFound } from "./errors";\nexport const n = notFound;\n';
    expect(await refusals(own, "server/domain/example.ts")).toEqual([]);
  });

  it("finds no such import in server/domain today", async () => {
    const results = await eslint.lintFiles(["server/domain/**/*.ts"]);
    expect(results.length).toBeGreaterThan(10);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(found).toEqual([]);
  });
});
