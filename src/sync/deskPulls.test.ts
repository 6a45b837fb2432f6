// The desk's pull by powers: circulation-only staff get the library's copies in one answer, then only what
// changed or was removed; members and open loans whole, written again only when their version changed; a pull asked while one
// is under way shares it.
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { toResource } from "../api/schemas/resource";
import { useSession } from "../session/session";
import type { MirrorDb } from "../db";
import { pullCirculation } from "./deskPulls";
import { setRoles } from "./deskMember";
import { reader } from "./fakeServer.test-util";
import { keys } from "./keys";
import { fakeApi, freshMirror, jsonResponse, queuedRow, wholeListResponse } from "./testing";

const LIB = 7;
const CIRCULATION = { name: "circulation", permissions: [{ name: "circulation" }] };
let db: MirrorDb;
let permissions: string[];
let asked: URL[];
/** The server's copies of the library, with the time each last changed. */
let copies: { id: number; code: string; title: string; updated_at: string }[];
/** Copies the server removed (an import undone), and when. */
let removed: { id: number; at: string }[];
/** The library's members on the server (ids 1…n), and whether their list fails. */
let memberCount: number;
let membersFail: boolean;
/** The library's pending member requests on the server, by id. */
let requests: number[];
/** The members' answer waits for this (a slow answer, made before a later call's). */
let membersHeld: Promise<void>;
/** Members the server no longer lists. */
let membersRemoved: number[];
/** The lists the fake answered 304 (the device sent back the current version), by path. */
let notModified: string[];

const member = (id: number) =>
  toResource({
    id,
    member_code: `AP-M${String(id).padStart(4, "0")}`,
    first_name: `Reader ${id}`,
    surname: null,
    nickname: null,
    photo_url: null,
    total_reading_books: 0,
    total_has_read_books: 0,
    library_id: LIB,
    user_id: null,
    user: { id: null, first_name: `Reader ${id}`, surname: null, nickname: null, photo_url: null },
    roles: [],
  });

const copy = (c: (typeof copies)[number]) =>
  toResource({
    id: c.id,
    library_id: LIB,
    book_code: c.code,
    shelf_number: null,
    box_number: null,
    status: "available",
    withdrawn: null,
    current_issue_id: null,
    book: {
      id: c.id + 5000,
      title: c.title,
      cover_url: null,
      authors: [{ id: 1, name: "Bibhutibhushan" }],
      isbn: null,
      publisher: null,
      year: null,
      language: null,
      category: null,
    },
    updated_at: c.updated_at,
  });

/** The answer, or a 304 when the request sends back its version (counted in `notModified`). */
async function sameVersion(request: Request, answer: Response): Promise<Response> {
  const { meta } = (await answer.clone().json()) as { meta: { version: string } };
  if (request.headers.get("If-None-Match") !== `W/"${meta.version}"`) return answer;
  notModified.push(new URL(request.url).pathname);
  return new Response(null, { status: 304 });
}

/** A member's request to join, as the desk reads it. */
const pending = (id: number) =>
  toResource({ id, library_id: LIB, user_id: 40 + id, created_at: "2026-11-01T00:00:00.000Z" });

beforeEach(async () => {
  db = await freshMirror();
  permissions = ["circulation"];
  asked = [];
  memberCount = 0;
  membersFail = false;
  membersRemoved = [];
  membersHeld = Promise.resolve();
  requests = [];
  notModified = [];
  removed = [];
  copies = Array.from({ length: 150 }, (_, i) => ({
    id: 100 + i,
    code: `AP-${String(i + 1).padStart(5, "0")}`,
    title: `Book ${i + 1}`,
    updated_at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
  }));
  useSession.getState().signIn("token", reader);
  fakeApi(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, "");
    asked.push(url);
    if (path === `libraries/${LIB}/desk`)
      return jsonResponse(200, {
        data: {
          id: LIB,
          attributes: {
            id: LIB,
            permissions,
            creator: false,
            loan_period_days: 14,
            loan_limit: 3,
            book_code_prefix: "AP",
            next_book_code: "AP-00151",
            next_member_code: "AP-M0001",
          },
        },
      });
    if (path === `libraries/${LIB}/books/snapshot`) {
      // The version: how many copies and the newest change (as the server's).
      const version = `${copies.length}-${copies
        .map((c) => c.updated_at)
        .sort()
        .at(-1)!}`;
      if (request.headers.get("If-None-Match") === `W/"${version}"`) {
        notModified.push(url.pathname);
        return new Response(null, { status: 304 });
      }
      const since = url.searchParams.get("updated_since");
      const changed = copies.filter((c) => !since || c.updated_at >= since);
      const deleted = since ? removed.filter((r) => r.at >= since).map((r) => r.id) : undefined;
      return jsonResponse(200, {
        data: changed.map(copy),
        meta: { total: changed.length, as_of: "2026-11-01T00:00:00.000Z", version, deleted },
      });
    }
    if (request.method === "PUT" && path === `libraries/${LIB}/members/3/roles`)
      return jsonResponse(200, {
        data: toResource({ ...member(3).attributes, roles: [CIRCULATION] }),
      });
    if (path === `libraries/${LIB}/members/snapshot`) {
      if (membersFail) return jsonResponse(500, { message: "Server Error" });
      await membersHeld;
      const answer = wholeListResponse(
        Array.from({ length: memberCount }, (_, i) => i + 1)
          .filter((id) => !membersRemoved.includes(id))
          .map(member),
      );
      return sameVersion(request, answer);
    }
    if (path === `libraries/${LIB}/book-issues/snapshot`)
      return sameVersion(request, wholeListResponse([]));
    if (path === `libraries/${LIB}/member-requests/snapshot`)
      return sameVersion(request, wholeListResponse(requests.map(pending)));
    return jsonResponse(404, { message: "Not found." });
  });
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

const snapshotCalls = () => asked.filter((u) => u.pathname.endsWith(`/books/snapshot`));

describe("the desk pull", () => {
  it("brings circulation-only staff every copy of the library, for lending offline", async () => {
    await pullCirculation(LIB, db);
    expect(await db.books.where("libraryId").equals(LIB).count()).toBe(150);
    expect(await db.books.get(100)).toMatchObject({ code: "AP-00001", title: "Book 1" });
    // Every copy in one answer, not pages.
    expect(snapshotCalls().map((u) => u.searchParams.get("updated_since"))).toEqual([null]);
  });

  it("then asks only for what changed, and keeps a copy with a change queued here", async () => {
    await pullCirculation(LIB, db);
    const newest = copies[149]!.updated_at;
    copies[3] = { ...copies[3]!, title: "Renamed", updated_at: "2026-11-02T09:00:00.000Z" };
    copies[4] = { ...copies[4]!, title: "Changed there", updated_at: "2026-11-02T09:00:00.000Z" };
    await db.books.update(104, { title: "Changed here" });
    await db.outbox.add(
      queuedRow("m-1", {
        entityKey: keys.copy(104),
        payload: { libraryId: LIB, id: 104, title: "Changed here" },
      }),
    );
    asked = [];
    await pullCirculation(LIB, db);
    const since = snapshotCalls()[0]!.searchParams.get("updated_since")!;
    expect(Date.parse(since)).toBe(Date.parse(newest) - 5 * 60_000);
    expect(snapshotCalls()).toHaveLength(1);
    expect((await db.books.get(103))?.title).toBe("Renamed");
    expect((await db.books.get(104))?.title).toBe("Changed here");
  });

  it("sends back the copies' version, and a 304 (nothing changed) writes nothing", async () => {
    await pullCirculation(LIB, db);
    await db.books.update(103, { title: "Only on this device" });
    asked = [];
    await pullCirculation(LIB, db);
    expect(snapshotCalls()).toHaveLength(1);
    expect(notModified).toContain(`/api/libraries/${LIB}/books/snapshot`);
    expect((await db.books.get(103))?.title).toBe("Only on this device");
    expect(await db.books.where("libraryId").equals(LIB).count()).toBe(150);
  });

  it("drops the copies the server removed since, except one a change queued here keeps", async () => {
    await pullCirculation(LIB, db);
    const at = "2026-11-02T09:00:00.000Z";
    copies = copies.filter((c) => c.id !== 110 && c.id !== 111);
    removed = [
      { id: 110, at },
      { id: 111, at },
    ];
    await db.outbox.add(
      queuedRow("m-1", {
        entityKey: keys.copy(111),
        payload: { libraryId: LIB, id: 111, shelf: "B" },
      }),
    );
    await pullCirculation(LIB, db);
    expect(snapshotCalls().at(-1)!.searchParams.get("updated_since")).not.toBeNull();
    expect(await db.books.get(110)).toBeUndefined();
    expect(await db.books.get(111)).toBeDefined();
    expect(await db.books.where("libraryId").equals(LIB).count()).toBe(149);
  });

  it("leaves out of a whole snapshot what it does not list, but not a copy newer than it or unsent", async () => {
    await pullCirculation(LIB, db);
    const row = (await db.books.get(100))!;
    // A copy this device learnt of after the snapshot was read, and one made here offline.
    await db.books.bulkPut([
      { ...row, id: 900, code: "AP-00900" },
      { ...row, id: "tmp-made-here", code: "AP-00901" },
    ]);
    // The server lost copy 120 with no record of it: a device that starts its mirror over drops it.
    copies = copies.filter((c) => c.id !== 120);
    await db.meta.clear();
    await pullCirculation(LIB, db);
    expect(snapshotCalls().at(-1)!.searchParams.get("updated_since")).toBeNull();
    expect(await db.books.get(120)).toBeUndefined();
    expect(await db.books.get(900)).toBeDefined();
    expect(await db.books.get("tmp-made-here")).toBeDefined();
    expect(await db.books.where("libraryId").equals(LIB).count()).toBe(151);
  });

  it("pulls no copies for staff who neither lend nor catalogue", async () => {
    permissions = ["members_manage"];
    await pullCirculation(LIB, db);
    expect(snapshotCalls()).toHaveLength(0);
    expect(await db.books.count()).toBe(0);
  });

  it("takes the members whole, again only when their list changed, and drops those it left", async () => {
    permissions = ["members_manage"];
    memberCount = 250;
    membersFail = true;
    await expect(pullCirculation(LIB, db)).rejects.toThrow();
    expect(await db.members.count()).toBe(0);

    membersFail = false;
    await pullCirculation(LIB, db);
    expect(await db.members.where("library_id").equals(LIB).count()).toBe(250);
    expect(await db.members.get(200)).toMatchObject({ member_code: "AP-M0200" });
    await db.members.delete(200);
    await pullCirculation(LIB, db);
    // Unchanged on the server: a 304, nothing written (the row deleted here stays away).
    expect(notModified).toContain(`/api/libraries/${LIB}/members/snapshot`);
    expect(await db.members.get(200)).toBeUndefined();
    memberCount = 251;
    await pullCirculation(LIB, db);
    expect(await db.members.where("library_id").equals(LIB).count()).toBe(251);
    // A member the list no longer holds leaves the device too.
    membersRemoved = [7];
    await pullCirculation(LIB, db);
    expect(await db.members.get(7)).toBeUndefined();
    expect(await db.members.where("library_id").equals(LIB).count()).toBe(250);
  });

  it("does not put back a member's older roles over those an online call answered meanwhile", async () => {
    permissions = ["members_manage"];
    memberCount = 5;
    await pullCirculation(LIB, db);
    memberCount = 6;
    let answer = () => {};
    membersHeld = new Promise((resolve) => (answer = resolve));
    asked = [];
    const pulling = pullCirculation(LIB, db);
    await waitFor(() =>
      expect(asked.some((u) => u.pathname.endsWith("/members/snapshot"))).toBe(true),
    );
    // Roles given while the list (made before them) is on its way.
    await setRoles(LIB, 3, ["circulation"], "key-1");
    answer();
    await pulling;
    expect((await db.members.get(3))?.roles).toEqual([CIRCULATION]);
    expect(await db.members.get(6)).toBeDefined();
  });

  it("takes the member requests whole, again only when one came or went", async () => {
    permissions = ["members_manage"];
    requests = [1, 2];
    await pullCirculation(LIB, db);
    expect(await db.memberRequests.toCollection().primaryKeys()).toEqual([1, 2]);
    await pullCirculation(LIB, db);
    expect(notModified).toContain(`/api/libraries/${LIB}/member-requests/snapshot`);
    requests = [2, 3];
    await pullCirculation(LIB, db);
    expect(await db.memberRequests.toCollection().primaryKeys()).toEqual([2, 3]);
  });

  it("shares a pull under way with a second screen asking for it", async () => {
    memberCount = 120;
    const [first, second] = await Promise.all([pullCirculation(LIB, db), pullCirculation(LIB, db)]);
    const calls = (end: string) => asked.filter((u) => u.pathname.endsWith(end)).length;
    expect(calls(`/libraries/${LIB}/desk`)).toBe(1);
    expect(calls(`/libraries/${LIB}/members/snapshot`)).toBe(1);
    expect(second).toEqual(first);
    expect(await db.members.count()).toBe(120);

    await pullCirculation(LIB, db);
    expect(calls(`/libraries/${LIB}/desk`)).toBe(2);
  });
});
