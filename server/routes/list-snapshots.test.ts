// A library's lists in one answer over HTTP for the device's mirror: copies (the list's records, every one once,
// its ETag's 304 until a copy changes, a burst of callers each getting the whole list), members, open loans and
// pending member requests (versioned, 304 while the same, the lists' own access rules).
import { beforeAll, describe, expect, it } from "vitest";
import { call, serverUrl } from "../test/http";
import { deskPeople, type DeskPeople } from "../test/desk-fixtures";
import { walkIn } from "../test/desk-circulation";

let p: DeskPeople;
const snapshot = (library: number) => `/api/libraries/${library}/books/snapshot`;
const idsOf = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

beforeAll(async () => {
  p = await deskPeople();
});

describe("GET /api/libraries/{id}/books/snapshot", () => {
  it("refuses anonymous callers (401) and names an unknown library (404)", async () => {
    expect((await call(snapshot(p.alokito))).status).toBe(401);
    expect((await call(snapshot(987_654_321), { token: p.stranger.token })).status).toBe(404);
  });

  it("sends every copy of Alokito once, in id order, as the paged list's records", async () => {
    const all = await call(snapshot(p.alokito), { token: p.stranger.token });
    expect(all.status).toBe(200);
    const ids = idsOf(all.body);
    // Other files on this shared server add copies to Alokito: at least the seeded 3,000.
    expect(ids.length).toBeGreaterThanOrEqual(3_000);
    expect(all.body.meta.total).toBe(ids.length);
    expect(Date.parse(all.body.meta.as_of)).not.toBeNaN();
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const first = await call(`/api/libraries/${p.alokito}/books?per_page=100`, {
      token: p.stranger.token,
    });
    expect(all.body.data.slice(0, 100)).toEqual(first.body.data);
  });

  it("is compressed with Brotli when the client takes it", async () => {
    const res = await fetch(serverUrl() + snapshot(p.alokito), {
      headers: { authorization: `Bearer ${p.stranger.token}`, "accept-encoding": "br" },
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    const body = (await res.json()) as { data: unknown[]; meta: { total: number } };
    expect(body.data).toHaveLength(body.meta.total);
  });

  it("answers 304 to its ETag until a copy is added, then the new list", async () => {
    const token = p.owner.token;
    const empty = await call(snapshot(p.library), { token });
    expect(empty.body).toEqual({
      data: [],
      meta: { total: 0, as_of: expect.any(String), version: expect.any(String) },
    });
    const tag = empty.headers.get("etag")!;
    expect(tag).toBe(`W/"${empty.body.meta.version}"`);
    const again = await call(snapshot(p.library), { token, headers: { "if-none-match": tag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");

    const added = await call(`/api/libraries/${p.library}/books`, {
      token,
      json: { title: "Snapshot", authors: ["A. Writer"], copies: 2 },
    });
    expect(added.status).toBe(201);
    const after = await call(snapshot(p.library), { token, headers: { "if-none-match": tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(tag);
    expect(idsOf(after.body)).toEqual(idsOf(added.body));
  });

  it("keeps the copies changed since a moment with ?updated_since=, and 304s that ask too", async () => {
    const token = p.owner.token;
    const first = await call(`/api/libraries/${p.library}/books`, {
      token,
      json: { title: "Before", authors: ["A. Writer"] },
    });
    const since = new Date().toISOString();
    const later = await call(`/api/libraries/${p.library}/books`, {
      token,
      json: { title: "After", authors: ["A. Writer"] },
    });
    const changed = await call(
      `${snapshot(p.library)}?updated_since=${encodeURIComponent(since)}`,
      {
        token,
      },
    );
    expect(idsOf(changed.body)).toEqual(idsOf(later.body));
    expect(idsOf(changed.body)).not.toContain(first.body.data[0].id);
    const tag = changed.headers.get("etag")!;
    const unchanged = await call(
      `${snapshot(p.library)}?updated_since=${encodeURIComponent(since)}`,
      {
        token,
        headers: { "if-none-match": tag },
      },
    );
    expect(unchanged.status).toBe(304);
    expect((await call(`${snapshot(p.library)}?updated_since=yesterday`, { token })).status).toBe(
      422,
    );
  });

  it("gives each of a burst of 8 callers the whole list", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(snapshot(p.alokito), { token: p.member.token })),
    );
    const totals = answers.map((a) => a.body.meta.total as number);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.data).toHaveLength(a.body.meta.total);
    }
    expect(Math.min(...totals)).toBeGreaterThanOrEqual(3_000);
  });
});

describe("members and open loans in one answer", () => {
  it("gives members the whole member list, versioned, and refuses others (403)", async () => {
    const alokito = `/api/libraries/${p.alokito}/members/snapshot`;
    expect((await call(alokito, { token: p.stranger.token })).status).toBe(403);
    const seen = await call(alokito, { token: p.member.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toHaveLength(seen.body.meta.total);
    // Other files add members to Alokito meanwhile: what is compared across calls is the owner's fresh
    // library, which only this file changes.
    const token = p.owner.token;
    const path = `/api/libraries/${p.library}/members/snapshot`;
    await walkIn(p.library, token, { first_name: "Listed" });
    const all = await call(path, { token });
    const listed = await call(`/api/libraries/${p.library}/members?per_page=100`, { token });
    expect(all.body.meta.total).toBe(listed.body.meta.total);
    expect(all.body.data).toHaveLength(all.body.meta.total);
    expect(all.headers.get("etag")).toBe(`W/"${all.body.meta.version}"`);
    const again = await call(path, {
      token,
      headers: { "if-none-match": all.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    // Packed in Brotli once per version for a client that takes it, the same list as the plain answer.
    const packed = await fetch(serverUrl() + path, {
      headers: { authorization: `Bearer ${token}`, "accept-encoding": "br" },
    });
    expect(packed.headers.get("content-encoding")).toBe("br");
    expect(packed.headers.get("vary")).toMatch(/accept-encoding/i);
    const plain = await fetch(serverUrl() + path, {
      headers: { authorization: `Bearer ${token}`, "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await packed.json()).toEqual(await plain.json());
  });

  it("gives staff every open loan; a new loan changes the version", async () => {
    const token = p.owner.token;
    const path = `/api/libraries/${p.library}/book-issues/snapshot?status=open`;
    const before = await call(path, { token });
    expect(before.body).toMatchObject({ data: [], meta: { total: 0 } });
    const copy = await call(`/api/libraries/${p.library}/books`, {
      token,
      json: { title: "Lent", authors: ["A. Writer"] },
    });
    const member = await walkIn(p.library, token, { first_name: "Borrower" });
    const lent = await call(`/api/libraries/${p.library}/book-issues`, {
      token,
      json: { library_book_id: copy.body.data[0].id, library_member_id: member.id },
    });
    expect(lent.status).toBe(201);
    const after = await call(path, {
      token,
      headers: { "if-none-match": before.headers.get("etag")! },
    });
    expect(after.status).toBe(200);
    expect(after.body.data.map((l: { id: number }) => l.id)).toEqual([lent.body.data.id]);
    expect(
      (await call(`/api/libraries/${p.alokito}/book-issues/snapshot`, { token: p.stranger.token }))
        .status,
    ).toBe(403);
  });

  it("gives those who manage members the pending requests whole; a new one changes the version", async () => {
    const path = `/api/libraries/${p.library}/member-requests/snapshot`;
    expect((await call(path, { token: p.stranger.token })).status).toBe(403);
    const before = await call(path, { token: p.owner.token });
    expect(before.body).toMatchObject({ data: [], meta: { total: 0 } });
    const tag = before.headers.get("etag")!;
    expect(
      (await call(path, { token: p.owner.token, headers: { "if-none-match": tag } })).status,
    ).toBe(304);
    const asked = await call(`/api/libraries/${p.library}/member-requests`, {
      token: p.stranger.token,
      json: {},
    });
    expect(asked.status).toBe(201);
    const after = await call(path, { token: p.owner.token, headers: { "if-none-match": tag } });
    expect(after.status).toBe(200);
    expect(after.body.data.map((r: { id: number }) => r.id)).toEqual([asked.body.data.id]);
  });
});
