// Tests only: a fake server for the import screen, kept to the contract (docs/LIBRARY-DESK.md): the
// library, a staff membership, POST …/books/import (dry run or not; ≤ 5,000 rows; nothing written when
// any row is bad; rows numbered from 1) and the book pages the device pulls afterwards.
import { wire } from "../../../api/wire.test-util";
import type { ImportBookRow } from "../../../sync/bookImport";
import { fakeApi, jsonResponse, snapshotResponse, wholeListResponse } from "../../../sync/testing";
import { isValidIsbn } from "../../../lib/isbn";
import { makeLibrary, makeMember } from "../../libraries/libraryTestKit.test-util";

export interface ImportWorld {
  /** Book codes the library holds. */
  codes: Set<string>;
  /** Every import call: its rows, dry run or not, and its Idempotency-Key. */
  calls: { rows: number; dryRun: boolean; key: string | null }[];
  /** Makes the next n import calls fail as a network failure would. */
  dropNext: number;
}

export function fakeImportApi(initialCodes: string[] = []): ImportWorld {
  const w: ImportWorld = { codes: new Set(initialCodes), calls: [], dropNext: 0 };
  const library = makeLibrary(1, { name: "alokito", title: "Alokito Pathagar" });
  const member = makeMember(1, "Rahim", ["books_manage"]);
  const answered = new Map<string, unknown>();
  fakeApi(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, "");
    if (path === "libraries/1") return jsonResponse(200, { data: wire(library) });
    if (path === "libraries/1/members/my-membership")
      return jsonResponse(200, { data: wire(member) });
    if (path === "libraries/1/member-requests/my-request") return jsonResponse(200, { data: null });
    if (path === "libraries/1/books/snapshot") return snapshotResponse([]);
    if (path === "libraries/1/members/snapshot") return wholeListResponse([]);
    if (/^libraries\/1\/(books|members)$/.test(path))
      return jsonResponse(200, {
        data: [],
        links: { prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 100, total: 0 },
      });
    if (request.method === "POST" && path === "libraries/1/books/import") {
      const key = request.headers.get("Idempotency-Key");
      if (w.dropNext > 0) {
        w.dropNext -= 1;
        throw new TypeError("Failed to fetch");
      }
      if (key && answered.has(key)) return jsonResponse(200, answered.get(key));
      const body = (await request.json()) as { rows: ImportBookRow[]; dry_run: boolean };
      w.calls.push({ rows: body.rows.length, dryRun: body.dry_run, key });
      if (body.rows.length > 5000) return jsonResponse(422, { message: "Too many rows." });
      const errors: { row: number; field: string; message: string }[] = [];
      const seen = new Set<string>();
      body.rows.forEach((r, i) => {
        if (!r.title)
          errors.push({ row: i + 1, field: "title", message: "The title is required." });
        if (r.isbn && !isValidIsbn(r.isbn))
          errors.push({ row: i + 1, field: "isbn", message: "The ISBN is not valid." });
        const code = r.book_code?.toUpperCase();
        if (code && (w.codes.has(code) || seen.has(code)))
          errors.push({ row: i + 1, field: "book_code", message: "The book code is taken." });
        if (code) seen.add(code);
      });
      // As the server answers: one copy a row, none added on a dry run or while any row is bad.
      const valid = body.rows.length - new Set(errors.map((e) => e.row)).size;
      const created = body.dry_run || errors.length ? 0 : body.rows.length;
      const answer = { data: { created, valid, errors } };
      if (!body.dry_run && !errors.length) seen.forEach((c) => w.codes.add(c));
      if (key) answered.set(key, answer);
      return jsonResponse(200, answer);
    }
    return jsonResponse(404, { message: `No fake for ${request.method} ${path}` });
  });
  return w;
}
