// Importing a catalogue over HTTP: the dry run lists every bad row, a bad row writes nothing, 3,000 rows go in at once.
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../test/http";
import { deskPeople, type DeskPeople } from "../test/desk-fixtures";

let p: DeskPeople;
const url = () => `/api/libraries/${p.library}/books/import`;
const total = async () =>
  (await call(`/api/libraries/${p.library}/books`, { token: p.owner.token })).body.meta
    .total as number;

beforeAll(async () => {
  p = await deskPeople();
});

describe("POST /api/libraries/{id}/books/import", () => {
  it("refuses callers without books_manage", async () => {
    const rows = [{ title: "Nope" }];
    expect((await call(url(), { json: { rows } })).status).toBe(401);
    expect((await call(url(), { token: p.stranger.token, json: { rows } })).status).toBe(403);
    const alokito = `/api/libraries/${p.alokito}/books/import`;
    expect((await call(alokito, { token: p.circulation.token, json: { rows } })).status).toBe(403);
    expect((await call(alokito, { token: p.member.token, json: { rows } })).status).toBe(403);
  });

  it("lists every bad row in a dry run and writes nothing while any row is bad", async () => {
    await call(`/api/libraries/${p.library}/books`, {
      token: p.owner.token,
      json: { title: "Already here", authors: ["A"], book_code: "IM-0001" },
    });
    const rows = [
      { title: "Good", authors: "Jasim Uddin; Sufia Kamal", isbn: "978-0-306-40615-7" },
      { title: "Bad ISBN", isbn: "978-0-306-40615-8" },
      { title: "", authors: "No title" },
      { title: "Code twice", book_code: "IM-0100" },
      { title: "Code twice again", book_code: "IM-0100" },
      { title: "Code in the library", book_code: "IM-0001" },
    ];
    const before = await total();
    const dry = await call(url(), { token: p.owner.token, json: { rows, dry_run: true } });
    expect(dry.status).toBe(200);
    expect(dry.body.data.created).toBe(0);
    expect(
      dry.body.data.errors.map((e: { row: number; field: string }) => [e.row, e.field]),
    ).toEqual([
      [2, "isbn"],
      [3, "title"],
      [5, "book_code"],
      [6, "book_code"],
    ]);
    const real = await call(url(), { token: p.owner.token, json: { rows } });
    expect(real.status).toBe(200);
    expect(real.body.data).toMatchObject({ created: 0 });
    expect(real.body.data.errors).toHaveLength(4);
    expect(await total()).toBe(before);
    expect((await call(url(), { token: p.owner.token, json: { rows: [] } })).status).toBe(422);
    const tooMany = Array.from({ length: 5001 }, (_, i) => ({ title: `T${i}` }));
    expect((await call(url(), { token: p.owner.token, json: { rows: tooMany } })).status).toBe(422);
  });

  it("imports 3,000 rows in one go, giving rows without a code the next free codes", async () => {
    const before = await total();
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      title: `Imported ${i}`,
      authors: i % 2 ? `Author ${i % 40}` : `Author ${i % 40}; Co-author ${i % 7}`,
      isbn: i % 3 === 0 ? isbnFor(i) : "",
      publisher: "Import House",
      year: 1990 + (i % 30),
      book_code: i % 10 === 0 ? `IMP-${i}` : "",
      shelf_number: `S-${i % 12}`,
    }));
    const started = Date.now();
    const res = await call(url(), { token: p.owner.token, json: { rows } });
    const ms = Date.now() - started;
    console.log(`[import] 3,000 rows imported in ${ms} ms`);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ created: 3000, errors: [] });
    expect(await total()).toBe(before + 3000);
    const byIsbn = await call(`/api/isbn/${isbnFor(3)}`, { token: p.owner.token });
    expect(byIsbn.body.data.attributes).toMatchObject({
      title: "Imported 3",
      publisher: "Import House",
    });
    const codes = await call(`/api/libraries/${p.library}/books?term=IMP-2990`, {
      token: p.owner.token,
    });
    expect(codes.body.meta.total).toBe(1);
  });
});

const RUN = String(Date.now() % 1e4).padStart(4, "0");
/** A valid ISBN-13 unique to row `i` of this run. */
function isbnFor(i: number): string {
  const body = `979${RUN}${String(i).padStart(5, "0")}`;
  let sum = 0;
  for (let k = 0; k < 12; k++) sum += Number(body[k]) * (k % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
