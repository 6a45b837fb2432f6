// A small stateful fake of the desk's copy routes for sync tests: codes unique per library, idempotency, refusals.
import { toResource } from "../api/schemas";
import { jsonResponse, type Handler } from "./testing";

export interface FakeCopy {
  id: number;
  library_id: number;
  book_code: string;
  shelf_number: string | null;
  box_number: string | null;
  status: "available" | "on_loan" | "withdrawn";
  withdrawn: { reason: string; note: string | null; at: string } | null;
  current_issue_id: number | null;
  book: {
    id: number;
    title: string;
    cover_url: string | null;
    authors: { id: number; name: string }[];
    isbn: string | null;
    publisher: string | null;
    year: number | null;
    language: string | null;
    category: string | null;
  };
}

export interface DeskFake {
  handler: Handler;
  copies: Map<number, FakeCopy>;
  requests: { method: string; path: string; key: string | null; body: unknown }[];
  isbns: Map<string, FakeCopy["book"]>;
  failNext: (status: number, body?: unknown) => void;
}

const next = (code: string, n: number) =>
  code.replace(/(\d+)$/, (d) => String(Number(d) + n).padStart(d.length, "0"));

export function deskFake(libraryId = 7): DeskFake {
  let nextId = 900;
  const seen = new Map<string, Response>();
  const failures: { status: number; body?: unknown }[] = [];
  const wire = (c: FakeCopy) => toResource(c);
  const s: DeskFake = {
    copies: new Map(),
    requests: [],
    isbns: new Map(),
    failNext: (status, body) => failures.push({ status, body }),
    handler: async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api\//, "");
      const key = request.headers.get("Idempotency-Key");
      const text = request.method === "GET" ? "" : await request.text();
      const body: Record<string, unknown> = text ? JSON.parse(text) : {};
      s.requests.push({ method: request.method, path, key, body });
      const failure = failures.shift();
      if (failure) return jsonResponse(failure.status, failure.body ?? { message: "Refused." });
      if (key && seen.has(key)) return seen.get(key)!.clone();
      const answer = route(request.method, path, body);
      if (key && answer.status < 500) seen.set(key, answer.clone());
      return answer;
    },
  };
  const taken = (code: string, except?: number) =>
    [...s.copies.values()].some((c) => c.book_code === code && c.id !== except);

  function route(method: string, path: string, b: Record<string, unknown>): Response {
    const base = `libraries/${libraryId}/books`;
    let m: RegExpMatchArray | null;
    if (method === "GET" && (m = path.match(/^isbn\/(\d+)$/))) {
      const book = s.isbns.get(m[1]!);
      return book ? jsonResponse(200, { data: toResource(book) }) : jsonResponse(404, {});
    }
    if (method === "POST" && path === base) {
      const n = Number(b.copies ?? 1);
      const codes = Array.from({ length: n }, (_, i) => next(String(b.book_code), i));
      if (codes.some((c) => taken(c)))
        return jsonResponse(409, { message: "Code taken.", reason: "book_code_taken" });
      const book = {
        id: nextId++,
        title: String(b.title),
        cover_url: null,
        authors: (b.authors as string[]).map((name, i) => ({ id: i + 1, name })),
        isbn: (b.isbn as string) ?? null,
        publisher: (b.publisher as string) ?? null,
        year: (b.year as number) ?? null,
        language: (b.language as string) ?? null,
        category: (b.category as string) ?? null,
      };
      const made = codes.map((code) => {
        const copy: FakeCopy = {
          id: nextId++,
          library_id: libraryId,
          book_code: code,
          shelf_number: (b.shelf_number as string) ?? null,
          box_number: (b.box_number as string) ?? null,
          status: "available",
          withdrawn: null,
          current_issue_id: null,
          book,
        };
        s.copies.set(copy.id, copy);
        return copy;
      });
      return jsonResponse(201, { data: made.map(wire) });
    }
    if (method === "POST" && path === `${base}/move`) {
      const ids = b.ids as unknown[];
      if (ids.some((id) => typeof id !== "number" || !s.copies.has(id)))
        return jsonResponse(422, { message: "Unknown copy.", errors: { ids: ["Unknown copy."] } });
      for (const id of ids as number[]) {
        const c = s.copies.get(id)!;
        c.shelf_number = b.shelf_number as string | null;
        c.box_number = b.box_number as string | null;
      }
      return jsonResponse(200, { data: (ids as number[]).map((id) => wire(s.copies.get(id)!)) });
    }
    if ((m = path.match(new RegExp(`^${base}/(\\d+)(?:/(withdraw|restore))?$`)))) {
      const copy = s.copies.get(Number(m[1]));
      if (!copy) return jsonResponse(404, { message: "No such copy." });
      if (m[2] === "withdraw") {
        copy.status = "withdrawn";
        copy.withdrawn = {
          reason: String(b.reason),
          note: (b.note as string) ?? null,
          at: "2026-11-26T03:00:00.000Z",
        };
      } else if (m[2] === "restore") {
        copy.status = "available";
        copy.withdrawn = null;
      } else {
        if (typeof b.book_code === "string" && taken(b.book_code, copy.id))
          return jsonResponse(409, { message: "Code taken.", reason: "book_code_taken" });
        if (b.title === "") return jsonResponse(422, { errors: { title: ["Required."] } });
        if (typeof b.book_code === "string") copy.book_code = b.book_code;
        if (typeof b.title === "string") copy.book = { ...copy.book, title: b.title };
        if ("shelf_number" in b) copy.shelf_number = b.shelf_number as string | null;
        if ("box_number" in b) copy.box_number = b.box_number as string | null;
      }
      return jsonResponse(200, { data: wire(copy) });
    }
    return jsonResponse(404, { message: `No route ${method} ${path}` });
  }
  return s;
}
